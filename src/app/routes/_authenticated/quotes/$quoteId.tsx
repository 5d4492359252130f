import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { requireBuyerQuotes } from '#app/features/quotes/quote-access.ts'
import { buyerThreadQuery } from '#app/features/quotes/quote-queries.ts'
import { QuoteThreadPage } from '#app/features/quotes/quote-thread.tsx'
import { routeId } from '#app/features/vendors/route-id.ts'

/** One request the buyer sent, with its replies (docs/spec/workspace.md §3). */
export const Route = createFileRoute('/_authenticated/quotes/$quoteId')({
  params: {
    parse: ({ quoteId }: { quoteId: string }) => ({ quoteId: routeId(quoteId) }),
    stringify: ({ quoteId }: { quoteId: number }) => ({ quoteId: String(quoteId) }),
  },
  beforeLoad: ({ context, location }) => requireBuyerQuotes(context.session, location),
  loader: ({ context: { queryClient, api }, params }) => {
    void queryClient.prefetchQuery(buyerThreadQuery(api, params.quoteId))
  },
  component: BuyerThreadRoute,
})

function BuyerThreadRoute() {
  const { api } = Route.useRouteContext()
  const thread = useQuery(buyerThreadQuery(api, Route.useParams().quoteId))
  return <QuoteThreadPage side="buyer" thread={thread} />
}
