import { useSyncExternalStore } from 'react'

/**
 * The place inside the open plain dialog where a toast shows. A modal `<dialog>` makes the rest of
 * the page inert, a toast outside it included, however high it is drawn: a toast said while one
 * is open shows inside it (src/app/ui/toast-host.tsx).
 */
let slot: HTMLElement | null = null
const listeners = new Set<() => void>()

export function setToastSlot(element: HTMLElement | null) {
  slot = element
  for (const listener of listeners) listener()
}

/** Gives up the slot, unless another dialog has taken it since. */
export function leaveToastSlot(element: HTMLElement | null) {
  if (slot === element) setToastSlot(null)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToastSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  )
}
