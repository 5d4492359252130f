import { useSyncExternalStore } from 'react'
import type { AuthDialog } from './dialog-store.ts'

/**
 * The header's Log in and Register links name the dialog they open, so that the landing page's
 * boot script (scripts/vite-defer-app-boot.ts) can answer a tap before the app has started: it
 * keeps the page, marks the link busy and starts fetching the dialog's code.
 */
export const DIALOG_LINK_ATTRIBUTE = 'data-dialog'

/** The dialogs the header's links open. */
export type HeaderDialog = Extract<AuthDialog, 'login' | 'register'>
const HEADER_DIALOGS: readonly string[] = ['login', 'register'] satisfies HeaderDialog[]

let fetching: AuthDialog | null = null
const listeners = new Set<() => void>()

function set(next: AuthDialog | null) {
  fetching = next
  for (const listener of listeners) listener()
}

/** Marks a dialog whose code is on its way; the returned function marks it arrived. */
export function markDialogFetching(name: AuthDialog): () => void {
  set(name)
  return () => {
    if (fetching === name) set(null)
  }
}

/** The dialog that was opened and whose code is still on its way, shown as a busy header link. */
export function useDialogFetching(): AuthDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => fetching,
    () => null,
  )
}

/**
 * The dialog a visitor tapped before the app started, which the boot script marked busy; the mark
 * is handed over to the app, which shows it while it fetches the dialog.
 */
export function takeEarlyDialogTap(): HeaderDialog | null {
  const link = document.querySelector(`a[${DIALOG_LINK_ATTRIBUTE}][aria-busy="true"]`)
  if (!link) return null
  link.removeAttribute('aria-busy')
  const name = link.getAttribute(DIALOG_LINK_ATTRIBUTE) ?? ''
  return HEADER_DIALOGS.includes(name) ? (name as HeaderDialog) : null
}
