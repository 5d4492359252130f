import { createFileRoute } from '@tanstack/react-router'
import { ResultCardSlots } from '../../features/search/result-card-slots.ts'
import {
  pathToPurchaseFiltersQuery,
  searchFiltersQuery,
} from '../../features/search/search-filters-query.ts'
import { SearchScreen } from '../../features/search/search-screen.tsx'
import { SearchParams } from '../../navigation/search-params.ts'
import { SEARCH_CARD_SLOTS } from '../../shell/search-card-slots.tsx'

export const Route = createFileRoute('/_authenticated/search')({
  validateSearch: SearchParams,
  // Prefetched, not awaited: a failing list shows the spec's toast, not an error page (§8).
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(searchFiltersQuery(api))
    void queryClient.prefetchQuery(pathToPurchaseFiltersQuery(api))
  },
  component: SearchPage,
})

function SearchPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <section className="container search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="visually-hidden">
        Search
      </h1>
      <ResultCardSlots value={SEARCH_CARD_SLOTS}>
        <SearchScreen
          search={search}
          visitor={false}
          onSearch={(next) => void navigate({ search: next })}
        />
      </ResultCardSlots>
    </section>
  )
}
