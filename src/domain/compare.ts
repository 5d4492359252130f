import * as v from 'valibot'
import { ID_MAX } from './fields.ts'

/** docs/spec/workspace.md §2: 2 to 4 tactics side by side. */
export const COMPARE_MIN = 2
export const COMPARE_MAX = 4

export const COMPARE_MESSAGES = {
  tacticIdsInvalid: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} tactics to compare`,
  tacticNotFound: 'Tactic not found',
} as const

/** `tactic_ids=1,2,3`: 2 to 4 distinct ids, in the order the columns show. */
export const CompareQuerySchema = v.object({
  tactic_ids: v.pipe(
    v.string(COMPARE_MESSAGES.tacticIdsInvalid),
    v.regex(/^\d{1,10}(,\d{1,10}){0,9}$/, COMPARE_MESSAGES.tacticIdsInvalid),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
    v.check((ids) => ids.every((id) => id >= 1 && id <= ID_MAX), COMPARE_MESSAGES.tacticIdsInvalid),
    v.minLength(COMPARE_MIN, COMPARE_MESSAGES.tacticIdsInvalid),
    v.maxLength(COMPARE_MAX, COMPARE_MESSAGES.tacticIdsInvalid),
  ),
})
export type CompareQuery = v.InferInput<typeof CompareQuerySchema>

/** One column of the comparison: the header (logo, vendor, name) and every attribute row. */
export type ComparedTactic = {
  tactic_id: number
  tactic_name: string
  vendor: { id: number; name: string; logo_url: string | null }
  tactic_types: string[]
  description: string
  pricing_model: string[]
  turnaround_time: string | null
  e_commerce_service: boolean
  in_house_service: boolean
  path_to_purchase: string[]
  brand_funnel: string[]
  target_options: string[]
  approved_retailers: string[]
  service_coverage: string
  videos_count: number
  illustrations_count: number
}

export type CompareResponse = { tactics: ComparedTactic[] }

export type CompareRowKey = Exclude<keyof ComparedTactic, 'tactic_id' | 'tactic_name' | 'vendor'>

/** The rows of §2 in the spec's order, with their labels. */
export const COMPARE_ROWS: readonly { key: CompareRowKey; label: string }[] = [
  { key: 'tactic_types', label: 'Tactic type' },
  { key: 'description', label: 'Description' },
  { key: 'pricing_model', label: 'Pricing model' },
  { key: 'turnaround_time', label: 'Turnaround time' },
  { key: 'e_commerce_service', label: 'E-commerce service' },
  { key: 'in_house_service', label: 'In-house service' },
  { key: 'path_to_purchase', label: 'Path to purchase' },
  { key: 'brand_funnel', label: 'Brand funnel' },
  { key: 'target_options', label: 'Target options' },
  { key: 'approved_retailers', label: 'Approved retailers' },
  { key: 'service_coverage', label: 'Service coverage' },
  { key: 'videos_count', label: 'Videos' },
  { key: 'illustrations_count', label: 'Illustrations' },
]

/** Which filter group (src/server/seed/filter-groups-data.ts) answers which row. */
export const COMPARE_FILTER_GROUP_ROWS = {
  pricing_model: 'pricing_model',
  path_to_purchase: 'path_to_purchase',
  brand_funnel: 'brand_objectives',
  target_options: 'target_options',
  approved_retailers: 'approved_retailers',
} as const satisfies Partial<Record<CompareRowKey, string>>

/** A ticked option of a tactic: its filter group's key and its name. */
export type TickedOption = { group: string; name: string }

/**
 * What a column is made of, whoever reads it: the server from its tables (GET /compare), the app
 * from a tactic page kept on the device (§2 "Works offline for tactics whose pages were viewed").
 * `options` are the ticked ones in the tactic page's order: by group, each option then its
 * children (banners under their parent retailer).
 */
export type CompareSource = Pick<
  ComparedTactic,
  | 'tactic_id'
  | 'tactic_name'
  | 'vendor'
  | 'tactic_types'
  | 'description'
  | 'e_commerce_service'
  | 'in_house_service'
  | 'service_coverage'
  | 'videos_count'
  | 'illustrations_count'
> & { options: readonly TickedOption[] }

/** One column of the comparison from its source: the rows' lists from the ticked options. */
export function comparedTactic(source: CompareSource): ComparedTactic {
  const { options, ...rest } = source
  const named = (group: string) => options.filter((o) => o.group === group).map((o) => o.name)
  return {
    ...rest,
    pricing_model: named(COMPARE_FILTER_GROUP_ROWS.pricing_model),
    turnaround_time: named('turnaround_time')[0] ?? null,
    path_to_purchase: named(COMPARE_FILTER_GROUP_ROWS.path_to_purchase),
    brand_funnel: named(COMPARE_FILTER_GROUP_ROWS.brand_funnel),
    target_options: named(COMPARE_FILTER_GROUP_ROWS.target_options),
    approved_retailers: named(COMPARE_FILTER_GROUP_ROWS.approved_retailers),
  }
}

type PageOption = { name: string; checked: boolean }

/**
 * The parts of a tactic page's full answer (GET /vendors/{id}/tactics/{id}, show_data true) a
 * column needs; the page's filter groups hold every option with `checked`.
 */
export type ComparableTacticPage = {
  id: number
  name: string
  description: string
  tactic_type: string[]
  vendor: { id: number; name: string; logo: string | null; service_coverage: string }
  e_commerce_service: boolean
  in_house_service: boolean
  videos: readonly unknown[]
  illustrations: readonly unknown[]
  filters: readonly {
    key: string
    filter_types: readonly (PageOption & { sub_filters: readonly PageOption[] })[]
  }[]
}

/** A column from a tactic page: what the app compares offline, the same as GET /compare answers. */
export function comparedTacticOfPage(page: ComparableTacticPage): ComparedTactic {
  return comparedTactic({
    tactic_id: page.id,
    tactic_name: page.name,
    vendor: { id: page.vendor.id, name: page.vendor.name, logo_url: page.vendor.logo },
    tactic_types: page.tactic_type,
    description: page.description,
    e_commerce_service: page.e_commerce_service,
    in_house_service: page.in_house_service,
    service_coverage: page.vendor.service_coverage,
    videos_count: page.videos.length,
    illustrations_count: page.illustrations.length,
    options: page.filters.flatMap((group) =>
      group.filter_types
        .flatMap((option) => [option, ...option.sub_filters])
        .filter((option) => option.checked)
        .map((option) => ({ group: group.key, name: option.name })),
    ),
  })
}
