import { createStore, del, get, set, values } from 'idb-keyval'
import type { OutboxItem } from './outbox-item.ts'

/** Where the queue lives; a fake in memory stands in for IndexedDB in unit tests. */
export type OutboxStorage = {
  all(): Promise<OutboxItem[]>
  get(id: string): Promise<OutboxItem | undefined>
  put(item: OutboxItem): Promise<void>
  remove(id: string): Promise<void>
}

/** The IndexedDB database of the outbox, apart from the session's store. */
export const OUTBOX_DATABASE = 'outbox'
const OUTBOX_STORE = 'items'

export function indexedDbOutbox(): OutboxStorage {
  const store = createStore(OUTBOX_DATABASE, OUTBOX_STORE)
  return {
    all: () => values<OutboxItem>(store),
    get: (id) => get<OutboxItem>(id, store),
    put: (item) => set(item.submission.idempotencyKey, item, store),
    remove: (id) => del(id, store),
  }
}
