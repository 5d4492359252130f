import { SEARCH_CHUNK_SIZE } from '#domain/search.ts'
import type { QueryValue } from '../../api/api-client.ts'
import { type SearchParams, searchKindOf, tabOf } from '../../navigation/search-params.ts'
import { chunkOfPage } from './paging.ts'

export type SearchEndpoint = '/tactic_search' | '/vendor_search' | '/path_to_purchase_search'

export type SearchRequest = { path: SearchEndpoint; query: Record<string, QueryValue> }

/** The API call (docs/spec/marketplace.md §3 Search request) for the URL's search at its page, or null. */
export function searchRequestOf(search: SearchParams): SearchRequest | null {
  const kind = searchKindOf(search)
  if (!kind) return null
  const common = {
    search_by: search.keyword ? 'keyword' : 'filters',
    keyword: search.keyword,
    page: chunkOfPage(search.page ?? 1),
    per_page: SEARCH_CHUNK_SIZE,
    event: search.event,
  }
  if (tabOf(search) === 'vendors') {
    return {
      path: '/vendor_search',
      query: {
        ...common,
        vendor_type_id: search.vendorType,
        service_coverages: search.coverage,
        all_countries: search.allCountries,
        diversity_certification_ids: search.certifications,
        years_in_business_min: search.yearsMin,
        years_in_business_max: search.yearsMax,
      },
    }
  }
  const browsing = search.stage !== undefined || search.tacticType !== undefined
  return {
    path: browsing ? '/path_to_purchase_search' : '/tactic_search',
    query: {
      ...common,
      path_to_purchase_id: search.stage,
      tactic_type_id: search.tacticType,
      filter_option_ids: search.options,
      approved_retailers: search.retailers,
      turnaround_time: search.turnaround,
      in_house_service: search.inHouse,
      e_commerce_service: search.eCommerce,
    },
  }
}

/** The autocomplete call for what is typed on a tab (docs/spec/marketplace.md §7). */
export function autocompleteRequestOf(tab: SearchParams['tab'], keyword: string): SearchRequest {
  return {
    path: tab === 'vendors' ? '/vendor_search' : '/tactic_search',
    query: { search_by: 'keyword', keyword: keyword.trim(), autocomplete: true },
  }
}
