import { createFileRoute } from '@tanstack/react-router'
import { BuyerQuotesPage } from '#app/features/quotes/buyer-quotes-page.tsx'
import { requireBuyerQuotes } from '#app/features/quotes/quote-access.ts'
import { QuoteListSearch } from '#app/features/quotes/quote-list-search.ts'
import { buyerQuotesQuery } from '#app/features/quotes/quote-queries.ts'

/** Every quote request the buyer sent, newest first (docs/spec/workspace.md §3). */
export const Route = createFileRoute('/_authenticated/quotes/')({
  validateSearch: QuoteListSearch,
  beforeLoad: ({ context, location }) => requireBuyerQuotes(context.session, location),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Started, not awaited: the page shows the device's list at once, offline too.
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(buyerQuotesQuery(api, deps.page))
  },
  component: BuyerQuotesRoute,
})

function BuyerQuotesRoute() {
  return <BuyerQuotesPage page={Route.useSearch().page ?? 1} />
}
