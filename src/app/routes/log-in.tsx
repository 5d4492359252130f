import { createFileRoute } from '@tanstack/react-router'
import { LandingSearch } from '../features/landing/landing-search.ts'
import { redirectSignedIn } from '../navigation/redirect-signed-in.ts'
import { LandingWithDialog } from '../shell/landing-with-dialog.tsx'

export const Route = createFileRoute('/log-in')({
  staticData: { landing: true },
  validateSearch: LandingSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.session, search),
  component: () => <LandingWithDialog dialog="login" />,
})
