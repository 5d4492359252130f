import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from '#domain/admin-accounts.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/**
 * The page of the events (/admin/events?page=) or of an event's exhibitors
 * (/admin/events/{id}?page=) as the URL holds it; a bad value shows the first page.
 */
export const EventPageSearchParams = v.object({
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX))),
})

export type EventPageSearchParams = v.InferOutput<typeof EventPageSearchParams>
