import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { OPENED_SAVED_SEARCH_FIELD } from '#domain/saved-searches.ts'
import { SaveSearchButton } from '../../features/saved-searches/save-search-button.tsx'
import { savedSearchesQuery } from '../../features/saved-searches/saved-search-queries.ts'
import { SavedSearchesList } from '../../features/saved-searches/saved-searches-list.tsx'
import { useOpenedFromDigest } from '../../features/saved-searches/use-opened-from-digest.ts'
import { answeredSearchLabel } from '../../features/search/answered-searches.ts'
import { ResultCardSlots } from '../../features/search/result-card-slots.ts'
import {
  pathToPurchaseFiltersQuery,
  searchFiltersQuery,
} from '../../features/search/search-filters-query.ts'
import { SearchScreen } from '../../features/search/search-screen.tsx'
import { normalizeSearch, searchParamEntries } from '../../navigation/search-params.ts'
import { SEARCH_CARD_SLOTS } from '../../shell/search-card-slots.tsx'

/** The search, and the saved search a digest's "See all" names (useOpenedFromDigest). */
const SearchRouteParams = v.object({
  ...searchParamEntries,
  [OPENED_SAVED_SEARCH_FIELD]: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    undefined,
  ),
})

export const Route = createFileRoute('/_authenticated/search')({
  validateSearch: SearchRouteParams,
  // Prefetched, not awaited: a failing list shows the spec's toast, not an error page (§8).
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(searchFiltersQuery(api))
    void queryClient.prefetchQuery(pathToPurchaseFiltersQuery(api))
    void queryClient.prefetchQuery(savedSearchesQuery(api))
  },
  component: SearchPage,
})

function SearchPage() {
  const { [OPENED_SAVED_SEARCH_FIELD]: opened, ...search } = Route.useSearch()
  const navigate = Route.useNavigate()
  const openedHandled = useCallback(
    () =>
      void navigate({
        search: (current) => ({ ...current, [OPENED_SAVED_SEARCH_FIELD]: undefined }),
        replace: true,
      }),
    [navigate],
  )
  useOpenedFromDigest(opened, openedHandled)
  const { page: _page, ...query } = normalizeSearch(search)
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
          savedSearches={
            <SavedSearchesList describe={(saved) => answeredSearchLabel(saved.query)} />
          }
          saveSearch={<SaveSearchButton query={query} suggestedName={answeredSearchLabel(query)} />}
        />
      </ResultCardSlots>
    </section>
  )
}
