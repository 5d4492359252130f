import { useRouter } from '@tanstack/react-router'
import { useApi } from '../../api/use-api.ts'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { closeDialog, type DialogProps } from '../../ui/dialog-store.ts'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { signOut } from './sign-out.ts'

/** Asks before logging out (docs/spec/access-and-account.md §2), then goes to the landing page. */
export default function LogoutDialog({ isOpen, onDismissed }: DialogProps) {
  const router = useRouter()
  const api = useApi()
  const onClose = useDialogClose('logout', onDismissed)

  const logOut = async () => {
    closeDialog('logout')
    await signOut(api, router.options.context.session)
    await router.navigate({ to: '/' })
  }

  return (
    <ConfirmAlert
      isOpen={isOpen}
      title={AUTH_TEXT.logoutTitle}
      question={AUTH_TEXT.logoutQuestion}
      choices={[
        { text: AUTH_TEXT.cancel, role: 'cancel' },
        { text: AUTH_TEXT.submit, onChoose: () => void logOut() },
      ]}
      onClosed={onClose}
    />
  )
}
