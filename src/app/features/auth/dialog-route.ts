import { type AnyRouter, useRouter } from '@tanstack/react-router'
import { type AuthDialog, closeDialog } from '../../ui/dialog-store.ts'

/** Routes that show the landing page with a dialog open over it. */
const DIALOG_ROUTES = new Set(['/log-in', '/sign-up', '/accept-invitation', '/reset-password'])

/** Closing a dialog a route opened leaves that route, or it would open again on reload. */
function leaveDialogRoute(router: AnyRouter) {
  if (DIALOG_ROUTES.has(router.state.location.pathname)) {
    void router.navigate({ to: '/', replace: true })
  }
}

/**
 * The modal's onClose for a sign-in dialog. When the user closed it (not the app, on success or
 * for another dialog), `userClosed` runs and a dialog route is left; then the host may unmount it.
 */
export function useDialogClose(
  name: AuthDialog,
  onDismissed: () => void,
  userClosed?: () => unknown,
): () => void {
  const router = useRouter()
  return async () => {
    if (closeDialog(name)) {
      await userClosed?.()
      leaveDialogRoute(router)
    }
    onDismissed()
  }
}
