import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { markDialogFetching, takeEarlyDialogTap } from '../../ui/dialog-fetching.ts'
import {
  type AuthDialog,
  type DialogProps,
  dialogStore,
  openDialog,
  useDialogState,
} from '../../ui/dialog-store.ts'

type DialogModule = { default: ComponentType<DialogProps> }

/** Each dialog is its own chunk, fetched when it first opens or when its link is about to be used. */
export const loadDialog: Record<AuthDialog, () => Promise<DialogModule>> = {
  login: () => import('./login-dialog.tsx'),
  recovery: () => import('./recovery-dialog.tsx'),
  reset: () => import('./reset-password-dialog.tsx'),
  register: () => import('./registration-dialog.tsx'),
  invitation: () => import('./invitation-dialog.tsx'),
  logout: () => import('./logout-dialog.tsx'),
}

const DIALOGS: Record<AuthDialog, ComponentType<DialogProps>> = {
  login: lazy(loadDialog.login),
  recovery: lazy(loadDialog.recovery),
  reset: lazy(loadDialog.reset),
  register: lazy(loadDialog.register),
  invitation: lazy(loadDialog.invitation),
  logout: lazy(loadDialog.logout),
}

/** While a dialog's code is on its way, the link that opened it shows it is busy. */
function DialogFetching({ name }: { name: AuthDialog }) {
  useLayoutEffect(() => markDialogFetching(name), [name])
  return null
}

/** Shows the open dialog, and keeps a closing one mounted until its animation has ended. */
export function AuthDialogs() {
  const { open, visitorGate } = useDialogState()
  const [mounted, setMounted] = useState<readonly AuthDialog[]>([])
  if (open && !mounted.includes(open)) setMounted([...mounted, open])

  // A tap on Log in or Register before the app started (the page was kept for it).
  useEffect(() => {
    const tapped = takeEarlyDialogTap()
    if (tapped) openDialog(tapped)
  }, [])

  // After Ionic's own dismiss has been rendered: unmounting within its didDismiss breaks React's
  // removal of the nodes Ionic moved.
  const dismissed = (name: AuthDialog) =>
    setTimeout(() =>
      setMounted((current) =>
        dialogStore.snapshot().open === name ? current : current.filter((n) => n !== name),
      ),
    )

  return mounted.map((name) => {
    const Dialog = DIALOGS[name]
    return (
      <Suspense key={name} fallback={<DialogFetching name={name} />}>
        <Dialog
          isOpen={open === name}
          visitorGate={visitorGate}
          onDismissed={() => dismissed(name)}
        />
      </Suspense>
    )
  })
}
