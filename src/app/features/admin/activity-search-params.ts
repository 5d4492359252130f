import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX, ACCOUNT_QUERY_MAX } from '#domain/admin-accounts.ts'
import { ACTIVITY_KINDS } from '#domain/admin-activity.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))
const day = opt(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)))

/**
 * The activity as the URL holds it (/admin/activity?kind=&from=&to=&vendor=&buyer=&page=);
 * vendor_name only names the chosen vendor on the screen. A bad value is dropped.
 */
export const ActivitySearchParams = v.object({
  kind: opt(v.picklist(ACTIVITY_KINDS)),
  from: day,
  to: day,
  vendor: opt(v.pipe(v.number(), v.integer(), v.minValue(1))),
  vendor_name: opt(v.pipe(v.string(), v.maxLength(200))),
  buyer: opt(v.pipe(v.string(), v.maxLength(ACCOUNT_QUERY_MAX))),
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX))),
})

export type ActivitySearchParams = v.InferOutput<typeof ActivitySearchParams>

/** The API's filters (docs/api-admin.md, "Activity") of what the URL holds. */
export function activityFilterOf(search: ActivitySearchParams) {
  return {
    kind: search.kind,
    from: search.from,
    to: search.to,
    vendor_id: search.vendor,
    buyer: search.buyer,
  }
}
