import * as v from 'valibot'
import { COMPARE_MAX, COMPARE_MIN } from '#domain/compare.ts'

/**
 * The query of /compare: `tactics=1,2,3`, kept as the text the URL holds (the router reads a lone
 * `tactics=12` as a number). Anything else is dropped, and the page asks for tactics to compare.
 */
export const CompareSearchSchema = v.object({
  tactics: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(String),
        v.regex(/^\d{1,10}(,\d{1,10})*$/),
      ),
    ),
    undefined,
  ),
})
export type CompareSearch = v.InferOutput<typeof CompareSearchSchema>

/** The distinct ids of the query, in its order; null unless 2 to 4 (§2). */
export function comparedIds(search: CompareSearch): number[] | null {
  const ids = [...new Set((search.tactics ?? '').split(',').filter(Boolean).map(Number))]
  const valid = ids.every((id) => Number.isSafeInteger(id) && id >= 1 && id <= 2147483647)
  return valid && ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX ? ids : null
}

export const compareSearchOf = (ids: readonly number[]): CompareSearch => ({
  tactics: ids.join(','),
})
