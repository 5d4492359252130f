/**
 * Answers of GET /search_filters and GET /path_to_purchase_filters (docs/spec/marketplace.md §3 Filter
 * option and Path-to-purchase filter). Each list feeds one search parameter; `checked` is the
 * screen's state and always starts false.
 */

/** The coverage text of a vendor that covers every country in full. */
export const ALL_COUNTRIES = 'All Countries'

export type FilterOptionNode = {
  id: number
  name: string
  title: string
  checked: boolean
  children: FilterOptionNode[]
}

/** A filter group of a tactic; its option ids go in filter_option_ids[]. `name` is its key. */
export type TacticFilterGroup = FilterOptionNode & { selection: 'multi' | 'single' | 'tree' }

export type VendorTypeOption = { id: number; name: string; slug: string; checked: boolean }

/** A single choice: min and max go in years_in_business_min and _max (null: no bound). */
export type YearsInBusinessOption = {
  id: number
  name: string
  title: string
  min: number | null
  max: number | null
  checked: boolean
}

export type DiversityCertificationOption = {
  id: number
  name: string
  logo: string
  checked: boolean
}

/**
 * An event on or upcoming, offered as "At {event name}" (its `title`) on both tabs: its id goes in
 * `event`. Its days let a list kept on the device drop an event that has ended since.
 */
export type EventFilterOption = {
  id: number
  name: string
  title: string
  starts_on: string
  ends_on: string
  checked: boolean
}

export type SearchFiltersResponse = {
  tactic_filters: TacticFilterGroup[]
  /** approved_retailers[]: a parent retailer stands for its children. */
  approved_retailers: FilterOptionNode[]
  /** turnaround_time: one id, matching that time or faster. */
  turnaround_times: FilterOptionNode[]
  vendor_types: VendorTypeOption[]
  years_in_business: YearsInBusinessOption[]
  diversity_certifications: DiversityCertificationOption[]
  /** service_coverages[]: countries, their regions and states; all_countries=true for every one. */
  service_coverage: FilterOptionNode[]
  /** event: the events on or upcoming, the soonest first; none for a visitor. */
  events: EventFilterOption[]
}

export type PathToPurchaseFilter = {
  id: number
  name: string
  tactic_types: { id: number; name: string }[]
}

export type PathToPurchaseFiltersResponse = { path_to_purchase_filters: PathToPurchaseFilter[] }
