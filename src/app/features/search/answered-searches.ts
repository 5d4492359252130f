import type { QueryClient } from '@tanstack/react-query'
import { type SearchParams, tabOf } from '../../navigation/search-params.ts'
import { searchKeys } from './search-keys.ts'

/** Searches answered before and kept on the device, newest first, one per tab and keyword. */
export function answeredSearches(queryClient: QueryClient, limit = 5): SearchParams[] {
  const answered = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...searchKeys.all, 'results'] })
    .filter((query) => query.state.data !== undefined && query.meta?.search !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  const seen = new Set<string>()
  const searches: SearchParams[] = []
  for (const query of answered) {
    const { page: _page, ...search } = (query.meta?.search ?? {}) as SearchParams
    const key = JSON.stringify(search)
    if (seen.has(key)) continue
    seen.add(key)
    searches.push(search)
    if (searches.length === limit) break
  }
  return searches
}

/** How an answered search is named in the list: its keyword, or its filters, and its tab. */
export function answeredSearchLabel(search: SearchParams): string {
  const where = tabOf(search) === 'vendors' ? 'Vendors' : 'Tactics'
  return search.keyword ? `“${search.keyword}” in ${where}` : `Filtered ${where.toLowerCase()}`
}
