import './auth-dialogs.css'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useApi } from '../../api/use-api.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { closeDialog, type DialogProps } from './dialog-store.ts'
import { signOut } from './sign-out.ts'

/** Asks before logging out (access-and-account.md §2), then goes to the landing page. */
export default function LogoutDialog({ isOpen, onDismissed }: DialogProps) {
  const router = useRouter()
  const api = useApi()
  const [pending, setPending] = useState(false)
  const onClose = useDialogClose('logout', onDismissed)

  const logOut = async () => {
    setPending(true)
    await signOut(api, router.options.context.session)
    closeDialog('logout')
    await router.navigate({ to: '/' })
  }

  return (
    <AppModal isOpen={isOpen} title={AUTH_TEXT.logoutTitle} onClose={onClose} size="confirm">
      <p className="confirm-question">{AUTH_TEXT.logoutQuestion}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button--outline"
          onClick={() => closeDialog('logout')}
        >
          {AUTH_TEXT.cancel}
        </button>
        <PendingButton type="button" pending={pending} onClick={() => void logOut()}>
          {AUTH_TEXT.submit}
        </PendingButton>
      </div>
    </AppModal>
  )
}
