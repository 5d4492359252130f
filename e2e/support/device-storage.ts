import type { Page } from '@playwright/test'
import type { OutboxItem } from '../../src/app/offline/outbox/outbox-item.ts'
import { USER_CACHES } from '../../src/app/offline/runtime-caches.ts'
import type { StoredSession } from '../../src/app/session/session-types.ts'

/*
 * What the app keeps on the device, read from a page of its origin (docs/offline.md): the
 * service worker's API caches, the persisted query cache, the stored session and the outbox.
 */

/** One record of an IndexedDB store, or every record when `key` is left out; null when absent. */
function readIndexedDb<T>(page: Page, database: string, store: string, key?: string) {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(database)
        // A database the app never made is not made here either (the app's own open would then
        // find it without its store).
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            return resolve(null)
          }
          const objects = db.transaction(store).objectStore(store)
          const read = key === undefined ? objects.getAll() : objects.get(key)
          read.onsuccess = () => {
            db.close()
            resolve(read.result ?? null)
          }
          read.onerror = () => reject(read.error)
        }
      }),
    { database, store, key },
  ) as Promise<T | null>
}

/** The session the app keeps in idb-keyval's default store (src/app/session/session-store.ts). */
export function storedSession(page: Page): Promise<StoredSession | null> {
  return readIndexedDb<StoredSession>(page, 'keyval-store', 'keyval', 'session')
}

/** The submissions waiting in the outbox (src/app/features/outbox/outbox-storage.ts). */
export async function outboxItems(page: Page): Promise<OutboxItem[]> {
  return (await readIndexedDb<OutboxItem[]>(page, 'outbox', 'items')) ?? []
}

/** API answers the service worker cached for this user (keyed `cached-for=<uid>`, src/sw.ts). */
export function cachedForUser(page: Page, uid: string): Promise<string[]> {
  return page.evaluate(
    async ({ names, uid }) => {
      const urls: string[] = []
      for (const name of names) {
        if (!(await caches.has(name))) continue
        const cache = await caches.open(name)
        for (const request of await cache.keys())
          if (new URL(request.url).searchParams.get('cached-for') === uid) urls.push(request.url)
      }
      return urls
    },
    { names: USER_CACHES, uid },
  )
}

/** The persisted query cache as stored in localStorage (src/app/query-client.ts). */
export function persistedQueryCache(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('query-cache') ?? '')
}

/** In a persisted answer only a signed-in user reads (src/app/features/vendors/hidden-data.ts). */
export const USER_ONLY_ANSWER = '"showData":true'

/** Searches need a session: a persisted search result is a signed-in user's. */
const SEARCH_RESULTS_KEY = '["search","results"'

/**
 * What of a signed-in user's the persisted query cache still holds: a vendor's or tactic's full
 * answer, a search's results. A visitor's answers, such as a vendor page read for a link under the
 * pointer after a logout, may stay.
 */
export async function userAnswersPersisted(page: Page): Promise<string[]> {
  const persisted = await persistedQueryCache(page)
  return [USER_ONLY_ANSWER, SEARCH_RESULTS_KEY].filter((marker) => persisted.includes(marker))
}
