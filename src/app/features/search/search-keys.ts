import type { SearchTab } from '#domain/search.ts'
import type { SearchRequest } from './search-request.ts'

/** Query keys of the search feature; invalidate by prefix. */
export const searchKeys = {
  all: ['search'] as const,
  results: (request: SearchRequest) => [...searchKeys.all, 'results', request] as const,
  autocomplete: (tab: SearchTab, keyword: string) =>
    [...searchKeys.all, 'autocomplete', tab, keyword] as const,
  filters: () => [...searchKeys.all, 'filters'] as const,
  pathToPurchaseFilters: () => [...searchKeys.all, 'path-to-purchase-filters'] as const,
  featured: () => [...searchKeys.all, 'featured'] as const,
}
