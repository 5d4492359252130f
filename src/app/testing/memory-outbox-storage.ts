import type { OutboxItem } from '../offline/outbox/outbox-item.ts'
import type { OutboxStorage } from '../offline/outbox/outbox-storage.ts'

/** The outbox's storage in memory, copying on the way in and out as IndexedDB does. */
export function memoryOutboxStorage(): OutboxStorage & { items: Map<string, OutboxItem> } {
  const items = new Map<string, OutboxItem>()
  const copy = <T>(value: T): T => structuredClone(value)
  return {
    items,
    all: async () => [...items.values()].map(copy),
    get: async (id) => (items.has(id) ? copy(items.get(id)) : undefined),
    put: async (item) => void items.set(item.submission.idempotencyKey, copy(item)),
    remove: async (id) => void items.delete(id),
  }
}
