import * as v from 'valibot'
import type { QueryValue } from '../api/api-client.ts'

/**
 * The query of a vendor or tactic page (docs/spec/marketplace.md §2 Routes): the search it was opened from
 * and whether from autocomplete. The router hands numbers and booleans already parsed; anything
 * else is dropped rather than failing the page.
 */
export const DetailSearchSchema = v.object({
  search_id: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/))]),
        v.transform(Number),
        v.integer(),
        v.minValue(1),
      ),
    ),
    undefined,
  ),
  autocomplete: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.boolean(), v.picklist(['true', 'false'])]),
        v.transform((value) => value === true || value === 'true'),
      ),
    ),
    undefined,
  ),
})

export type DetailSearch = v.InferOutput<typeof DetailSearchSchema>

/** The API query of a detail call: search_id and autocomplete=true when set. */
export function detailQuery(search: DetailSearch): Record<string, QueryValue> {
  return { search_id: search.search_id, autocomplete: search.autocomplete ? 'true' : undefined }
}
