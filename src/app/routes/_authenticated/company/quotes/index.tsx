import { createFileRoute } from '@tanstack/react-router'
import { requireVendorQuotes } from '#app/features/quotes/quote-access.ts'
import { QuoteListSearch } from '#app/features/quotes/quote-list-search.ts'
import { vendorQuotesQuery } from '#app/features/quotes/quote-queries.ts'
import { VendorQuotesPage } from '#app/features/quotes/vendor-quotes-page.tsx'

/**
 * The quote requests buyers sent to the member's vendor (docs/spec/workspace.md §3). A static
 * segment: it wins over /company/$vendorId.
 */
export const Route = createFileRoute('/_authenticated/company/quotes/')({
  validateSearch: QuoteListSearch,
  beforeLoad: ({ context, location }) => requireVendorQuotes(context.session, location),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, api, vendorId }, deps }) => {
    void queryClient.prefetchQuery(vendorQuotesQuery(api, vendorId, deps.page))
  },
  component: VendorQuotesRoute,
})

function VendorQuotesRoute() {
  const { vendorId } = Route.useRouteContext()
  return <VendorQuotesPage vendorId={vendorId} page={Route.useSearch().page ?? 1} />
}
