import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'

/** One prefix, so every write refreshes the list; the cache is dropped when the user changes. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
}

/** GET /saved_searches: the user's saved searches, kept on the device to open offline (§4). */
export function savedSearchesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.saved_searches.$get({ query: {} }, { init: { signal } })),
    meta: { persist: true },
    staleTime: 5_000,
  })
}

export const useSavedSearches = () => useQuery(savedSearchesQuery(useApi()))
