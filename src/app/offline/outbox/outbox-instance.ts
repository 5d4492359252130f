import { useSyncExternalStore } from 'react'
import type { OutboxItem } from './outbox-item.ts'
import type { Outbox } from './outbox-runtime.ts'

/** The one outbox of the page, started in main.tsx once the session is loaded. */
let outbox: Outbox | null = null

export function provideOutbox(started: Outbox): void {
  outbox = started
}

export function currentOutbox(): Outbox | null {
  return outbox
}

const NONE: OutboxItem[] = []
const noop = () => () => {}

/** The kept submissions of one user, oldest first, kept current across tabs. */
export function useOutboxItems(userId: number | null): OutboxItem[] {
  const all = useSyncExternalStore(
    outbox ? outbox.store.subscribe : noop,
    outbox ? outbox.store.snapshot : () => NONE,
    () => NONE,
  )
  return userId === null ? NONE : all.filter((item) => item.userId === userId)
}
