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
