/**
 * The page's message to the active service worker: serve me. A page whose load was under way while
 * the worker took over, or that was reloaded past it, is otherwise left out until the next load.
 */
export const CLAIM = 'CLAIM'

export type ClaimMessage = { type: typeof CLAIM }
