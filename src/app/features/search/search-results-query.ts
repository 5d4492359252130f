import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { TacticSearchResponse, VendorSearchResponse } from '#domain/search-results.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import type { SearchParams } from '../../navigation/search-params.ts'
import { searchResultsCall } from './search-call.ts'
import { searchKeys } from './search-keys.ts'
import type { SearchRequest } from './search-request.ts'

export type SearchResponse = VendorSearchResponse | TacticSearchResponse

/** GET /vendor_search, /tactic_search or /path_to_purchase_search: one chunk of results. */
export function searchResultsQuery(api: ApiClient, request: SearchRequest, search?: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(request),
    queryFn: ({ signal }) => searchResultsCall(api, request, signal),
    // A result list changes as vendors publish; a minute old is still the same search.
    staleTime: 60_000,
    retry: false,
    // The last searches open offline, marked as saved results; offline they are listed by the
    // search that asked them.
    meta: { persist: 'recent', search },
  })
}

export function useSearchResults(request: SearchRequest | null, search?: SearchParams) {
  const api = useApi()
  return useQuery({
    ...searchResultsQuery(api, request ?? { path: '/tactic_search', query: {} }, search),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  })
}
