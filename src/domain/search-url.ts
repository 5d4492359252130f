import * as v from 'valibot'
import { SEARCH_MAX_LENGTH, SEARCH_TABS } from './search.ts'

/*
 * The search as the app's /search URL holds it: the tab, the keyword, the filters of each tab, the
 * Browse choice and the page. The app reads a URL leniently (a bad value is dropped, so an old
 * bookmark still opens); a saved search stores the same fields and the server checks them strictly.
 */

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const ids = v.pipe(v.array(id), v.maxLength(100))
const years = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))

/** Every field of the search URL, each as a present value must be. */
export const SEARCH_URL_FIELDS = {
  tab: v.picklist(SEARCH_TABS),
  keyword: v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  // Tactics tab: filter options of the groups, retailers (tree), turnaround (single), switches.
  options: ids,
  retailers: ids,
  turnaround: id,
  inHouse: v.literal(true),
  eCommerce: v.literal(true),
  // Tactics tab Browse row: a path-to-purchase stage or one of its tactic types.
  stage: id,
  tacticType: id,
  // Vendors tab: type (filter panel and Browse row), years, certifications, coverage (tree).
  vendorType: id,
  yearsMin: years,
  yearsMax: years,
  certifications: ids,
  coverage: ids,
  allCountries: v.literal(true),
  // Both tabs: the exhibitors of an event on or upcoming ("At {event name}") and their tactics.
  event: id,
}

type Fields = typeof SEARCH_URL_FIELDS
const lenient = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))
type Lenient = { [K in keyof Fields]: ReturnType<typeof lenient<Fields[K]>> }

/** The URL as the app reads it: every field optional, a bad value dropped. */
export const lenientSearchUrlEntries = Object.fromEntries(
  Object.entries(SEARCH_URL_FIELDS).map(([key, schema]) => [key, lenient(schema)]),
) as unknown as Lenient

/** The fields that name lookups (filter options and the like), which the admin site may delete. */
export const LOOKUP_FIELDS = [
  'options',
  'retailers',
  'turnaround',
  'stage',
  'tacticType',
  'vendorType',
  'certifications',
  'coverage',
] as const

/**
 * The app's /search link for a search, as TanStack Router writes its search params (JSON for
 * numbers, lists and flags; a string as it is unless it would read back as JSON), so an email's
 * "See all" opens the same search.
 */
export function searchUrlPath(search: object): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue
    params.set(
      key,
      typeof value === 'string' && !readsAsJson(value) ? value : JSON.stringify(value),
    )
  }
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

function readsAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
