import { createFileRoute } from '@tanstack/react-router'
import { LandingSearch } from '../features/landing/landing-search.ts'
import { redirectSignedIn } from '../navigation/redirect-signed-in.ts'
import { LandingWithDialog } from '../shell/landing-with-dialog.tsx'

/**
 * The emailed reset link lands here with a session (or, for an account with two-factor sign-in,
 * with its code awaiting the second factor): reset; a visitor gets the recovery dialog.
 */
export const Route = createFileRoute('/reset-password')({
  staticData: { landing: true },
  validateSearch: LandingSearch,
  beforeLoad: ({ context, location, search }) => {
    const { sessionLink, codeAwaitingSecondFactor } = location.state
    if (sessionLink) {
      return { resetting: context.session.isAuthenticated() || Boolean(codeAwaitingSecondFactor) }
    }
    redirectSignedIn(context.session, search)
    return { resetting: false }
  },
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { resetting } = Route.useRouteContext()
  return <LandingWithDialog dialog={resetting ? 'reset' : 'recovery'} />
}
