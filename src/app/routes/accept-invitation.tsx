import { createFileRoute } from '@tanstack/react-router'
import { InvitationSearch } from '../features/auth/invitation-search.ts'
import { LandingWithDialog } from '../features/auth/landing-with-dialog.tsx'
import { redirectSignedIn } from '../features/landing/redirect-signed-in.ts'

export const Route = createFileRoute('/accept-invitation')({
  staticData: { landing: true },
  validateSearch: InvitationSearch,
  beforeLoad: ({ context }) => redirectSignedIn(context.session, {}),
  component: () => <LandingWithDialog dialog="invitation" />,
})
