import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../features/landing/landing-page.tsx'
import { LandingSearch } from '../features/landing/landing-search.ts'
import { redirectSignedIn } from '../navigation/redirect-signed-in.ts'
import { LazyVisitorResults } from '../shell/visitor-results.ts'

export const Route = createFileRoute('/')({
  staticData: { landing: true },
  validateSearch: LandingSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.session, search),
  component: () => <LandingPage VisitorResults={LazyVisitorResults} />,
})
