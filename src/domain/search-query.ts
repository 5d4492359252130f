import * as v from 'valibot'
import {
  booleanField,
  commonSearch,
  commonSearchEntries,
  idListField,
  keywordCheck,
  optionalIdField,
  SEARCH_QUERY_MESSAGES,
  yearsField,
} from './search-query-fields.ts'

/**
 * GET /tactic_search. Filter options of different groups must all match, options of one group
 * any; a parent retailer matches its banners; a turnaround time matches it and anything faster.
 * A boolean filter applies when given: a switch that is off sends nothing.
 */
const tacticSearchEntries = {
  ...commonSearchEntries,
  'filter_option_ids[]': idListField,
  'approved_retailers[]': idListField,
  turnaround_time: optionalIdField,
  in_house_service: booleanField,
  e_commerce_service: booleanField,
  tactic_type_id: optionalIdField,
  path_to_purchase_id: optionalIdField,
  vendor_type_id: optionalIdField,
  event: optionalIdField,
}

type TacticSearchInput = v.InferOutput<v.ObjectSchema<typeof tacticSearchEntries, undefined>>

/** The parsed parameters as the server's search takes them. */
export const toTacticSearch = (query: TacticSearchInput) => ({
  ...commonSearch(query),
  filterOptionIds: query['filter_option_ids[]'] ?? [],
  approvedRetailerIds: query['approved_retailers[]'] ?? [],
  turnaroundTimeId: query.turnaround_time,
  inHouseService: query.in_house_service,
  eCommerceService: query.e_commerce_service,
  tacticTypeId: query.tactic_type_id,
  pathToPurchaseId: query.path_to_purchase_id,
  vendorTypeId: query.vendor_type_id,
  eventId: query.event,
})

export const TacticSearchQuerySchema = v.pipe(
  v.object(tacticSearchEntries),
  v.forward(keywordCheck<TacticSearchInput>(), ['keyword']),
)

/** GET /path_to_purchase_search: the Browse row, a stage or one of its tactic types. */
export const PathToPurchaseSearchQuerySchema = v.pipe(
  v.object(tacticSearchEntries),
  v.forward(keywordCheck<TacticSearchInput>(), ['keyword']),
  v.forward(
    v.check(
      (query: TacticSearchInput) =>
        query.path_to_purchase_id !== undefined || query.tactic_type_id !== undefined,
      SEARCH_QUERY_MESSAGES.browseTarget,
    ),
    ['path_to_purchase_id'],
  ),
)

/**
 * GET /vendor_search. A country covers its regions and states; all_countries, every country.
 * `event` (both searches): the approved exhibitors of an event on or upcoming, and their tactics.
 */
const vendorSearchEntries = {
  ...commonSearchEntries,
  vendor_type_id: optionalIdField,
  'vendor_type_ids[]': idListField,
  'service_coverages[]': idListField,
  all_countries: booleanField,
  'diversity_certification_ids[]': idListField,
  years_in_business_min: yearsField,
  years_in_business_max: yearsField,
  event: optionalIdField,
}

type VendorSearchInput = v.InferOutput<v.ObjectSchema<typeof vendorSearchEntries, undefined>>

export const VendorSearchQuerySchema = v.pipe(
  v.object(vendorSearchEntries),
  v.forward(keywordCheck<VendorSearchInput>(), ['keyword']),
  v.forward(
    v.check(
      (query: VendorSearchInput) =>
        query.years_in_business_min === undefined ||
        query.years_in_business_max === undefined ||
        query.years_in_business_min <= query.years_in_business_max,
      SEARCH_QUERY_MESSAGES.yearsRange,
    ),
    ['years_in_business_min'],
  ),
)

/** The parsed parameters as the server's search takes them. */
export const toVendorSearch = (query: VendorSearchInput) => ({
  ...commonSearch(query),
  vendorTypeId: query.vendor_type_id,
  vendorTypeIds: query['vendor_type_ids[]'] ?? [],
  serviceCoverageIds: query['service_coverages[]'] ?? [],
  allCountries: query.all_countries === true,
  certificationIds: query['diversity_certification_ids[]'] ?? [],
  yearsInBusinessMin: query.years_in_business_min,
  yearsInBusinessMax: query.years_in_business_max,
  eventId: query.event,
})

export type TacticSearchQuery = ReturnType<typeof toTacticSearch>
export type VendorSearchQuery = ReturnType<typeof toVendorSearch>
/** The parameters as typed values: what the typed client takes and sends as strings. */
export type TacticSearchParams = v.InferOutput<typeof TacticSearchQuerySchema>
export type VendorSearchParams = v.InferOutput<typeof VendorSearchQuerySchema>
