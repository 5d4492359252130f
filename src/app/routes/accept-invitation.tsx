import { createFileRoute } from '@tanstack/react-router'
import { InvitationSearch } from '../features/auth/invitation-search.ts'
import { redirectSignedIn } from '../navigation/redirect-signed-in.ts'
import { LandingWithDialog } from '../shell/landing-with-dialog.tsx'

export const Route = createFileRoute('/accept-invitation')({
  staticData: { landing: true },
  validateSearch: InvitationSearch,
  beforeLoad: ({ context }) => redirectSignedIn(context.session, {}),
  component: () => <LandingWithDialog dialog="invitation" />,
})
