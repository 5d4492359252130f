import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SearchFiltersResponse } from '#domain/search-filters.ts'
import { type ApiClient, answerOf, NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { searchKeys } from './search-keys.ts'

/**
 * The filter lists show at once from this device's copy (offline too) and are read again each time
 * a search screen opens: an operator's change to a lookup reaches the filters on the next visit.
 */
const LOOKUPS = { staleTime: 0, refetchOnWindowFocus: false, meta: { persist: true } } as const

/** GET /search_filters: the lists of both filter panels, kept for offline use. */
export function searchFiltersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: searchKeys.filters(),
    // hc's JSON types stop two levels into a tree; the server answers with this domain type.
    queryFn: async () => (await answerOf(api.rpc.search_filters.$get())) as SearchFiltersResponse,
    ...LOOKUPS,
  })
}

/** GET /path_to_purchase_filters: the Browse row's stages and tactic types, kept offline. */
export function pathToPurchaseFiltersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: searchKeys.pathToPurchaseFilters(),
    queryFn: () => answerOf(api.rpc.path_to_purchase_filters.$get()),
    ...LOOKUPS,
  })
}

export const useSearchFilters = () => useQuery(searchFiltersQuery(useApi()))
export const usePathToPurchaseFilters = () => useQuery(pathToPurchaseFiltersQuery(useApi()))

/**
 * Lists never loaded that the server failed to give ("Something went wrong, please refresh page").
 * No answer at all is the connection's doing, which the offline banner and the results say.
 */
export const listsFailed = ({
  isError,
  data,
  error,
}: Pick<UseQueryResult, 'isError' | 'data' | 'error'>) =>
  isError && data === undefined && !(error instanceof NetworkError)
