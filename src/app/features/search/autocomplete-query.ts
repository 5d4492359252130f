import { queryOptions, useQuery } from '@tanstack/react-query'
import { isSearchableKeyword, type SearchTab } from '#domain/search.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { autocompleteCall } from './search-call.ts'
import { searchKeys } from './search-keys.ts'
import { autocompleteRequestOf } from './search-request.ts'

/** GET /vendor_search or /tactic_search with autocomplete=true: 5 suggestions and the total. */
export function autocompleteQuery(api: ApiClient, tab: SearchTab, keyword: string) {
  const request = autocompleteRequestOf(tab, keyword)
  return queryOptions({
    queryKey: searchKeys.autocomplete(tab, keyword.trim()),
    queryFn: async ({ signal }) => {
      try {
        return await autocompleteCall(api, request, signal)
      } catch (error) {
        // An autocomplete failure is only logged (docs/spec/marketplace.md §8); the search still works.
        if (!signal.aborted) console.warn('Autocomplete failed', error)
        throw error
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
}

export function useAutocomplete(tab: SearchTab, keyword: string, enabled: boolean) {
  return useQuery({
    ...autocompleteQuery(useApi(), tab, keyword),
    enabled: enabled && isSearchableKeyword(keyword),
  })
}
