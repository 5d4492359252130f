import type { SearchTab } from '#domain/search.ts'
import {
  type Filters,
  normalizeSearch,
  type SearchParams,
  tabOf,
} from '../../navigation/search-params.ts'

/*
 * The URL's search after each thing the user does. A keyword and the panel's filters combine; a
 * Browse choice starts afresh; a tab starts empty (docs/spec/marketplace.md §2). Any change goes to page 1.
 */

export const switchTab = (tab: SearchTab): SearchParams => ({ tab })

export const withKeyword = (search: SearchParams, keyword: string | undefined): SearchParams =>
  normalizeSearch({
    ...search,
    keyword,
    page: undefined,
    stage: undefined,
    tacticType: undefined,
  })

export const withFilters = (search: SearchParams, filters: Filters): SearchParams =>
  normalizeSearch({ tab: tabOf(search), keyword: search.keyword, ...filters })

export const withVendorType = (vendorType: number): SearchParams => ({ tab: 'vendors', vendorType })

/** A stage of the path to purchase, or one of its tactic types (which names its stage). */
export const withStage = (stage: number, tacticType?: number): SearchParams =>
  tacticType === undefined ? { tab: 'tactics', stage } : withTacticType(tacticType)

export const withTacticType = (tacticType: number): SearchParams => ({ tab: 'tactics', tacticType })

export const withPage = (search: SearchParams, page: number): SearchParams =>
  normalizeSearch({ ...search, page })
