import * as v from 'valibot'
import type { SearchTab } from '../../domain/search.ts'
import { lenientSearchUrlEntries } from '../../domain/search-url.ts'

/*
 * The search as the URL holds it (src/domain/search-url.ts), so a link or bookmark reopens it.
 * Every field is optional and a bad value is dropped rather than failing the route, so an edited
 * or old bookmark still opens a search.
 */
export const searchParamEntries = lenientSearchUrlEntries

export const SearchParams = v.object(searchParamEntries)
export type SearchParams = v.InferOutput<typeof SearchParams>

export type TacticFilters = Pick<
  SearchParams,
  'options' | 'retailers' | 'turnaround' | 'inHouse' | 'eCommerce' | 'event'
>
export type VendorFilters = Pick<
  SearchParams,
  'vendorType' | 'yearsMin' | 'yearsMax' | 'certifications' | 'coverage' | 'allCountries' | 'event'
>
export type Filters = TacticFilters & VendorFilters

export const tabOf = (search: SearchParams): SearchTab => search.tab ?? 'tactics'

const FILTER_KEYS = [
  'options',
  'retailers',
  'turnaround',
  'inHouse',
  'eCommerce',
  'vendorType',
  'yearsMin',
  'yearsMax',
  'certifications',
  'coverage',
  'allCountries',
  'event',
] as const satisfies readonly (keyof Filters)[]

const isSet = (value: unknown) =>
  value !== undefined && !(Array.isArray(value) && value.length === 0)

/** Whether a set of filters chooses anything (the filter panel's Search waits for one). */
export function hasFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => isSet(filters[key]))
}

export function filtersOf(search: SearchParams): Filters {
  const filters: Filters = {}
  for (const key of FILTER_KEYS)
    if (isSet(search[key])) Object.assign(filters, { [key]: search[key] })
  return filters
}

/** How the search in the URL is made, or null when there is none yet. */
export type SearchKind = 'keyword' | 'filters' | 'browse'

export function searchKindOf(search: SearchParams): SearchKind | null {
  if (search.keyword && search.keyword.length > 0) return 'keyword'
  if (tabOf(search) === 'tactics' && (search.stage || search.tacticType)) return 'browse'
  if (hasFilters(filtersOf(search))) {
    // The Browse row's vendor type alone is a browse; the panel may set it with other filters.
    return tabOf(search) === 'vendors' &&
      Object.keys(filtersOf(search)).every((key) => key === 'vendorType')
      ? 'browse'
      : 'filters'
  }
  return null
}

/** The URL's search without what belongs to the other tab, so a search of one tab is one key. */
export function normalizeSearch(search: SearchParams): SearchParams {
  const tab = tabOf(search)
  const { tab: _tab, page, keyword, stage, tacticType } = search
  const filters = filtersOf(search)
  const kept: SearchParams = { tab }
  if (keyword) kept.keyword = keyword
  if (page && page > 1) kept.page = page
  // Both tabs: "At {event name}".
  if (filters.event !== undefined) kept.event = filters.event
  if (tab === 'tactics') {
    if (stage) kept.stage = stage
    if (tacticType) kept.tacticType = tacticType
    for (const key of ['options', 'retailers', 'turnaround', 'inHouse', 'eCommerce'] as const)
      if (filters[key] !== undefined) Object.assign(kept, { [key]: filters[key] })
  } else {
    for (const key of [
      'vendorType',
      'yearsMin',
      'yearsMax',
      'certifications',
      'coverage',
      'allCountries',
    ] as const)
      if (filters[key] !== undefined) Object.assign(kept, { [key]: filters[key] })
  }
  return kept
}
