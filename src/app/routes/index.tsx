import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../features/landing/landing-page.tsx'
import { LandingSearch } from '../features/landing/landing-search.ts'
import { redirectSignedIn } from '../features/landing/redirect-signed-in.ts'

export const Route = createFileRoute('/')({
  staticData: { landing: true },
  validateSearch: LandingSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.session, search),
  component: LandingPage,
})
