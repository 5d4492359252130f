import * as v from 'valibot'

/** What a row of search statistics records: the tab, and how the search was made. */
export const SEARCH_TYPES = [
  'vendor_keyword',
  'vendor_filters',
  'tactic_keyword',
  'tactic_filters',
  'path_to_purchase',
] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const SEARCH_STATISTIC_MESSAGES = {
  vendorRequired: 'Vendor is required',
  notId: 'Must be an id',
  websiteVisited: 'website_visited must be true',
  unknownSearch: 'Unknown search',
  unknownVendor: 'Unknown vendor',
  unknownTactic: 'Unknown tactic of this vendor',
} as const

const INTEGER_MAX = 2 ** 31 - 1

const id = (message: string, max = INTEGER_MAX) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message))

/** PUT /search_statistic, sent when a vendor's website link is clicked. */
export const SearchStatisticSchema = v.object({
  search_id: v.optional(v.nullable(id(SEARCH_STATISTIC_MESSAGES.notId, Number.MAX_SAFE_INTEGER))),
  vendor_id: id(SEARCH_STATISTIC_MESSAGES.vendorRequired),
  tactic_id: v.optional(v.nullable(id(SEARCH_STATISTIC_MESSAGES.notId))),
  website_visited: v.literal(true, SEARCH_STATISTIC_MESSAGES.websiteVisited),
})

export type SearchStatisticInput = v.InferInput<typeof SearchStatisticSchema>
