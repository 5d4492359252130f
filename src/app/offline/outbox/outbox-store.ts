import type { OutboxItem } from './outbox-item.ts'
import type { OutboxStorage } from './outbox-storage.ts'

const CHANNEL = 'outbox'

/**
 * The queue as the UI reads it: a snapshot reloaded from storage after every change in this tab or,
 * through a BroadcastChannel, in another.
 */
export function createOutboxStore(storage: OutboxStorage) {
  let items: OutboxItem[] = []
  const listeners = new Set<() => void>()
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

  async function reload() {
    items = (await storage.all()).sort((a, b) => a.createdAt - b.createdAt)
    for (const listener of listeners) listener()
  }
  if (channel) channel.onmessage = () => void reload()

  return {
    reload,
    /** Reloads here and tells the other tabs to. */
    async changed() {
      await reload()
      channel?.postMessage('changed')
    },
    snapshot: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type OutboxStore = ReturnType<typeof createOutboxStore>
