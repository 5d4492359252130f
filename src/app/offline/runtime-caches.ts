import { SIGNED_OUT, type SignedOutMessage } from './signed-out-message.ts'

/** Cache Storage names the service worker fills at run time (src/sw.ts). */
export const RUNTIME_CACHES = {
  /** Lookups and filter lists: stale-while-revalidate. */
  lookups: 'api-lookups',
  /** Vendor and tactic answers: network first, then this. */
  details: 'api-details',
  /** Uploaded images: network first, then this. */
  uploads: 'uploads',
  /** A quote thread's attachments, which only its two sides may read: cache first. */
  quoteAttachments: 'quote-attachments',
  /** Booth photos on shortlist items, which only the list's readers may see: cache first. */
  shortlistPhotos: 'shortlist-photos',
  /**
   * Events taken offline (docs/offline.md): their exhibitors' answers and logos, written by the
   * app, served by the worker when the network cannot answer.
   */
  savedEvents: 'saved-events',
} as const

/** Caches whose answers depend on who asked: emptied at logout and on a change of user. */
export const USER_CACHES = [
  RUNTIME_CACHES.lookups,
  RUNTIME_CACHES.details,
  RUNTIME_CACHES.quoteAttachments,
  RUNTIME_CACHES.shortlistPhotos,
  RUNTIME_CACHES.savedEvents,
]

/**
 * The key an API answer is cached under: its URL with the user who asked (the `uid` header, or
 * `visitor`), so a cached answer never serves another user.
 */
export function userCacheKey(url: string, uid: string | null): string {
  const keyed = new URL(url)
  keyed.searchParams.set('cached-for', uid ?? 'visitor')
  return keyed.href
}

/**
 * Removes every API answer cached by the service worker (no-op where Cache Storage is absent), and
 * tells the worker that `uid` left: an answer still on its way to them is not cached after this.
 */
export async function clearUserCaches(uid: string): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({
    type: SIGNED_OUT,
    uid,
  } satisfies SignedOutMessage)
  if (typeof caches === 'undefined') return
  await Promise.all(USER_CACHES.map((name) => caches.delete(name)))
}
