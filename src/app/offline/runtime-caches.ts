/** Cache Storage names the service worker fills at run time (src/sw.ts). */
export const RUNTIME_CACHES = {
  /** Lookups and filter lists: stale-while-revalidate. */
  lookups: 'api-lookups',
  /** Vendor and tactic answers: network first, then this. */
  details: 'api-details',
  /** Uploaded images: network first, then this. */
  uploads: 'uploads',
} as const

/** Caches whose answers depend on who asked: emptied at logout and on a change of user. */
export const USER_CACHES = [RUNTIME_CACHES.lookups, RUNTIME_CACHES.details]

/** Removes every API answer cached by the service worker (no-op where Cache Storage is absent). */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await Promise.all(USER_CACHES.map((name) => caches.delete(name)))
}
