import * as v from 'valibot'
import {
  SEARCH_CHUNK_SIZE,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_TOO_LONG,
  SEARCH_TOO_SHORT,
} from './search.ts'

/** Messages of the search parameters; docs/spec/marketplace.md §8 names "Page is not number". */
export const SEARCH_QUERY_MESSAGES = {
  pageNotNumber: 'Page is not number',
  perPageNotNumber: 'Per page is not number',
  perPageTooLarge: `Per page can be at most ${SEARCH_CHUNK_SIZE}`,
  searchBy: 'Search by must be keyword or filters',
  notBoolean: 'Must be true or false',
  notId: 'Must be an id',
  tooManyIds: 'Too many ids',
  yearsNotNumber: 'Years in business must be a whole number',
  yearsRange: 'Minimum years in business cannot be more than the maximum',
  browseTarget: 'Choose a path to purchase or a tactic type',
  unknownIds: (what: string, ids: readonly number[]) => `Unknown ${what}: ${ids.join(', ')}`,
} as const

/** Far more ids than a filter panel offers in one list. */
const MAX_IDS = 100

export const SEARCH_BY = ['keyword', 'filters'] as const
export type SearchBy = (typeof SEARCH_BY)[number]

/*
 * No field has a default here: the typed client derives its query type from these outputs, and
 * a default would make the parameter required there. The defaults are applied by commonSearch.
 */

/** Empty is allowed here and means no keyword; whether one is required is decided per request. */
export const keywordField = v.optional(
  v.pipe(
    v.string(SEARCH_TOO_SHORT),
    v.trim(),
    v.check((keyword) => keyword === '' || keyword.length >= SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT),
    v.maxLength(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG),
  ),
)

export const pageField = v.optional(
  v.pipe(
    v.string(SEARCH_QUERY_MESSAGES.pageNotNumber),
    v.regex(/^[1-9]\d{0,5}$/, SEARCH_QUERY_MESSAGES.pageNotNumber),
    v.transform(Number),
  ),
)

export const perPageField = v.optional(
  v.pipe(
    v.string(SEARCH_QUERY_MESSAGES.perPageNotNumber),
    v.regex(/^[1-9]\d{0,5}$/, SEARCH_QUERY_MESSAGES.perPageNotNumber),
    v.transform(Number),
    v.maxValue(SEARCH_CHUNK_SIZE, SEARCH_QUERY_MESSAGES.perPageTooLarge),
  ),
)

export const searchByField = v.optional(v.picklist(SEARCH_BY, SEARCH_QUERY_MESSAGES.searchBy))

export const booleanField = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], SEARCH_QUERY_MESSAGES.notBoolean),
    v.transform((value) => value === 'true'),
  ),
)

export const idField = v.pipe(
  v.string(SEARCH_QUERY_MESSAGES.notId),
  v.regex(/^[1-9]\d{0,8}$/, SEARCH_QUERY_MESSAGES.notId),
  v.transform(Number),
)

export const optionalIdField = v.optional(idField)

/** A list parameter in bracket format arrives as a string when it holds one value. */
export const idListField = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())], SEARCH_QUERY_MESSAGES.notId),
    v.transform((value) => (typeof value === 'string' ? [value] : value)),
    v.maxLength(MAX_IDS, SEARCH_QUERY_MESSAGES.tooManyIds),
    v.array(idField),
    v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  ),
)

export const yearsField = v.optional(
  v.pipe(
    v.string(SEARCH_QUERY_MESSAGES.yearsNotNumber),
    v.regex(/^\d{1,3}$/, SEARCH_QUERY_MESSAGES.yearsNotNumber),
    v.transform(Number),
  ),
)

/** The parameters every search takes, by their query-string names. */
export const commonSearchEntries = {
  search_by: searchByField,
  keyword: keywordField,
  page: pageField,
  per_page: perPageField,
  autocomplete: booleanField,
}

type CommonInput = {
  search_by?: SearchBy
  keyword?: string
  autocomplete?: boolean
  page?: number
  per_page?: number
}

/** Keyword search and autocomplete need a keyword; any search uses one when it is given. */
export const keywordCheck = <T extends CommonInput>() =>
  v.check(
    (query: T) =>
      Boolean(query.keyword) || (query.search_by !== 'keyword' && query.autocomplete !== true),
    SEARCH_TOO_SHORT,
  )

export function commonSearch(query: CommonInput) {
  return {
    keyword: query.keyword ?? '',
    autocomplete: query.autocomplete === true,
    page: query.page ?? 1,
    perPage: query.per_page ?? SEARCH_CHUNK_SIZE,
  }
}
