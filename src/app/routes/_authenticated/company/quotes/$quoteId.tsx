import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { requireVendorQuotes } from '#app/features/quotes/quote-access.ts'
import { vendorThreadQuery } from '#app/features/quotes/quote-queries.ts'
import { QuoteThreadPage } from '#app/features/quotes/quote-thread.tsx'
import { routeId } from '#app/features/vendors/route-id.ts'

/** A request to the member's vendor; opening it marks it Opened for the buyer (§3). */
export const Route = createFileRoute('/_authenticated/company/quotes/$quoteId')({
  params: {
    parse: ({ quoteId }: { quoteId: string }) => ({ quoteId: routeId(quoteId) }),
    stringify: ({ quoteId }: { quoteId: number }) => ({ quoteId: String(quoteId) }),
  },
  beforeLoad: ({ context, location }) => requireVendorQuotes(context.session, location),
  loader: ({ context: { queryClient, api, vendorId }, params }) => {
    void queryClient.prefetchQuery(vendorThreadQuery(api, vendorId, params.quoteId))
  },
  component: VendorThreadRoute,
})

function VendorThreadRoute() {
  const { api, vendorId } = Route.useRouteContext()
  const thread = useQuery(vendorThreadQuery(api, vendorId, Route.useParams().quoteId))
  return <QuoteThreadPage side="vendor" thread={thread} />
}
