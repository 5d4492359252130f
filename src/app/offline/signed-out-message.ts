/**
 * The page's message to the service worker: this user signed out, so it removes what it cached for
 * them and caches nothing more for a while, not even an answer to a request sent before (src/sw.ts).
 */
export const SIGNED_OUT = 'SIGNED_OUT'

export type SignedOutMessage = { type: typeof SIGNED_OUT; uid: string }
