import * as v from 'valibot'
import { SearchParams } from './search-params.ts'

/*
 * The home page also reads the query values of the older front end (docs/spec/marketplace.md §2): activeTab,
 * searchValue or search (the keyword), requestData (the search request of §3 as JSON: searchType
 * and query) and resultText (the count line's text, which this screen derives from the answer, so
 * it is read and dropped).
 */
export const LEGACY_KEYS = [
  'activeTab',
  'resultText',
  'requestData',
  'searchValue',
  'search',
] as const

type Raw = Record<string, unknown>

const VENDOR_TYPES = new Set(['vendorSearch', 'vendorFilter', 'vendorFilters'])

function legacyTab(value: unknown, searchType: unknown): 'tactics' | 'vendors' | undefined {
  if (typeof searchType === 'string') {
    if (VENDOR_TYPES.has(searchType)) return 'vendors'
    if (['tacticSearch', 'tacticFilters', 'pathToPurchase'].includes(searchType)) return 'tactics'
  }
  const text = String(value ?? '').toLowerCase()
  if (text.startsWith('vendor') || text === '1') return 'vendors'
  if (text.startsWith('tactic') || text === '0') return 'tactics'
  return undefined
}

function parseJson(value: unknown): Raw {
  if (value && typeof value === 'object') return value as Raw
  if (typeof value !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' ? (parsed as Raw) : {}
  } catch {
    return {}
  }
}

const numberOf = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined
}
const idsOf = (value: unknown) => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  const ids = list
    .map((item) => numberOf(typeof item === 'object' && item ? (item as Raw).id : item))
    .filter((n): n is number => n !== undefined && n > 0)
  return ids.length ? ids : undefined
}
const trueOf = (value: unknown) => (value === true || value === 'true' ? true : undefined)

/** The legacy values of a query as search params, or null when the query has none. */
export function fromLegacyQuery(raw: Raw): SearchParams | null {
  if (!LEGACY_KEYS.some((key) => raw[key] !== undefined)) return null
  const request = parseJson(raw.requestData)
  const query = parseJson(request.query)
  const filters = { ...parseJson(query.filters), ...query }
  const keywordText = [raw.searchValue, raw.search, query.keyword].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  )
  const candidate = {
    tab: legacyTab(raw.activeTab, request.searchType),
    keyword: typeof keywordText === 'string' ? keywordText.trim() : undefined,
    vendorType: numberOf(filters.vendor_type_id) ?? idsOf(filters.vendor_type_ids)?.[0],
    stage: numberOf(filters.path_to_purchase_id),
    tacticType: numberOf(filters.tactic_type_id),
    coverage: idsOf(filters.service_coverages),
    certifications: idsOf(filters.diversity_certification_ids),
    yearsMin: numberOf(filters.years_in_business_min),
    yearsMax: numberOf(filters.years_in_business_max),
    options: idsOf(filters.filter_option_ids ?? filters.groups),
    retailers: idsOf(filters.approved_retailers),
    turnaround: numberOf(filters.turnaround_time),
    inHouse: trueOf(filters.in_house_service),
    eCommerce: trueOf(filters.e_commerce_service),
  }
  const parsed = v.parse(SearchParams, candidate)
  const entries = Object.entries(parsed).filter(([, value]) => value !== undefined)
  return Object.fromEntries(entries) as SearchParams
}
