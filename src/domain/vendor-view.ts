import * as v from 'valibot'

/** Query of a vendor or tactic page opened from search: the search it came from, if any. */
export const DetailQuerySchema = v.object({
  search_id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, 'search_id must be a number'),
      v.transform(Number),
      v.minValue(1, 'search_id must be a number'),
    ),
  ),
  autocomplete: v.optional(v.picklist(['true', 'false'], 'autocomplete must be true or false')),
})
