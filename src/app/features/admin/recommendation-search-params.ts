import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from '#domain/admin-accounts.ts'
import { RECOMMENDATION_STATUSES } from '#domain/admin-recommendations.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/**
 * The inbox as the URL holds it (/admin/recommendations?status=&page=); a bad value is dropped
 * rather than failing the route, so an edited link still opens the list.
 */
export const RecommendationSearchParams = v.object({
  status: opt(v.picklist(RECOMMENDATION_STATUSES)),
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX))),
})

export type RecommendationSearchParams = v.InferOutput<typeof RecommendationSearchParams>
