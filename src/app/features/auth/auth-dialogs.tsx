import { type ComponentType, lazy, Suspense, useState } from 'react'
import {
  type AuthDialog,
  type DialogProps,
  dialogStore,
  useDialogState,
} from '../../ui/dialog-store.ts'

/** Each dialog is its own chunk, fetched the first time it opens. */
const DIALOGS: Record<AuthDialog, ComponentType<DialogProps>> = {
  login: lazy(() => import('./login-dialog.tsx')),
  recovery: lazy(() => import('./recovery-dialog.tsx')),
  reset: lazy(() => import('./reset-password-dialog.tsx')),
  register: lazy(() => import('./registration-dialog.tsx')),
  invitation: lazy(() => import('./invitation-dialog.tsx')),
  logout: lazy(() => import('./logout-dialog.tsx')),
}

/** Shows the open dialog, and keeps a closing one mounted until its animation has ended. */
export function AuthDialogs() {
  const { open, visitorGate } = useDialogState()
  const [mounted, setMounted] = useState<readonly AuthDialog[]>([])
  if (open && !mounted.includes(open)) setMounted([...mounted, open])

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
      <Suspense key={name} fallback={null}>
        <Dialog
          isOpen={open === name}
          visitorGate={visitorGate}
          onDismissed={() => dismissed(name)}
        />
      </Suspense>
    )
  })
}
