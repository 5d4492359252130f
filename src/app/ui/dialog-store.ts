import { useSyncExternalStore } from 'react'

export type AuthDialog = 'login' | 'recovery' | 'reset' | 'register' | 'invitation' | 'logout'

export type DialogState = {
  open: AuthDialog | null
  /**
   * Opened for a visitor whose vendor or tactic data is hidden: that login cannot be closed, and
   * that registration confirms back to the page the visitor was on (docs/spec/access-and-account.md §2, §4).
   */
  visitorGate: boolean
}

/** How long a dialog waits for the one it replaces to close (docs/spec/access-and-account.md §4). */
const SWITCH_DELAY_MS: Partial<Record<`${AuthDialog}>${AuthDialog}`, number>> = {
  'register>login': 400,
  'recovery>login': 500,
  'login>recovery': 500,
  'login>register': 400,
}

const CLOSED: DialogState = { open: null, visitorGate: false }
let state: DialogState = CLOSED
let pendingSwitch: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setState(next: DialogState) {
  state = next
  for (const listener of listeners) listener()
}

/** Opens a dialog; one already open closes first, and the next one follows after its delay. */
export function openDialog(name: AuthDialog, options: { visitorGate?: boolean } = {}) {
  clearTimeout(pendingSwitch)
  const from = state.open
  // Login and registration reached from a visitor-gate dialog stay gated.
  const next = {
    open: name,
    visitorGate: options.visitorGate ?? (from ? state.visitorGate : false),
  }
  if (from === name) return
  const delay = from ? SWITCH_DELAY_MS[`${from}>${name}`] : undefined
  if (!delay) {
    setState(next)
    return
  }
  setState(CLOSED)
  pendingSwitch = setTimeout(() => setState(next), delay)
}

/**
 * Marks a dialog closed. Returns true when it was still open, that is when the user closed it
 * (rather than the app, which closes a dialog before it finishes dismissing).
 */
export function closeDialog(name: AuthDialog): boolean {
  if (state.open !== name) return false
  setState(CLOSED)
  return true
}

/** Closes a visitor-gate dialog, and one about to follow it, when the gated page is left. */
export function closeVisitorGate(): void {
  clearTimeout(pendingSwitch)
  if (state.visitorGate) setState(CLOSED)
}

export const dialogStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => state,
  serverSnapshot: () => CLOSED,
}

export function useDialogState(): DialogState {
  return useSyncExternalStore(
    dialogStore.subscribe,
    dialogStore.snapshot,
    dialogStore.serverSnapshot,
  )
}

/** What the dialog host gives each dialog. */
export type DialogProps = {
  isOpen: boolean
  visitorGate: boolean
  /** The dialog has finished closing and may be unmounted. */
  onDismissed: () => void
}
