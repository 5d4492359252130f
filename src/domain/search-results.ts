/** Answers of the search calls (docs/spec/marketplace.md §3 Search response). */

export type DiversityCertificationBadge = { name: string; logo: string }

/** A vendor as a search result card; logo_url null means the client's default image. */
export type VendorCard = {
  id: number
  name: string
  logo_url: string | null
  featured: boolean
  service_coverage: string
  vendor_types: string[]
  description: string
  years_in_business: number | null
  diversity_certifications: DiversityCertificationBadge[]
}

export type TacticTypeRef = { id: number; name: string }

export type TacticCard = {
  id: number
  vendor_id: number
  name: string
  description: string
  featured: boolean
  tactic_types: TacticTypeRef[]
}

export type TacticCardVendor = { id: number; name: string; logo_url: string | null }

export type VendorTacticItem = { vendor: TacticCardVendor; tactic: TacticCard }

/** `search_id` names the row of search statistics that the pages opened from here carry on. */
type SearchPage = { search_id: number; page: number; per_page: number; total_count: number }

/** How many of a vendor search's results are of a vendor type (one of several counts in each). */
export type VendorTypeCount = { vendor_type_id: number; count: number }

/** `vendor_type_counts` lists only the types with results. */
export type VendorSearchResponse = SearchPage & {
  vendor_type_counts: VendorTypeCount[]
  vendor_data: VendorCard[]
}

export type TacticSearchResponse = SearchPage & { vendor_tactic_data: VendorTacticItem[] }

export const SUGGESTION_KINDS = ['vendor', 'tactic', 'tactic_type'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

/** An autocomplete entry: a vendor, a tactic (of vendor_id) or a tactic type (vendor_id null). */
export type Suggestion = {
  kind: SuggestionKind
  id: number
  vendor_id: number | null
  name: string
}

/** total_count is how many vendors or tactics have a name matching what was typed. */
export type AutocompleteResponse = { suggestions: Suggestion[]; total_count: number }

export type FeaturedItem = {
  vendor_id: number
  tactic_id: number
  vendor_image: string | null
  vendor_name: string
  tactic_name: string
}

export type FeaturedSliderResponse = { featured_data: FeaturedItem[] }
