import { createFileRoute } from '@tanstack/react-router'
import { LandingWithDialog } from '../features/auth/landing-with-dialog.tsx'
import { LandingSearch } from '../features/landing/landing-search.ts'
import { redirectSignedIn } from '../features/landing/redirect-signed-in.ts'

export const Route = createFileRoute('/log-in')({
  staticData: { landing: true },
  validateSearch: LandingSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.session, search),
  component: () => <LandingWithDialog dialog="login" />,
})
