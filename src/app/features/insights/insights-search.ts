import * as v from 'valibot'
import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS, type InsightPeriod } from '#domain/insights.ts'

/**
 * The query of /company/insights: `days` (7, 30 or 90; anything else reads the default) and, for
 * a super_admin, `vendor`, the vendor whose insights to read (a member reads their own).
 */
export const InsightsSearchSchema = v.object({
  days: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.custom<InsightPeriod>((days) => INSIGHT_PERIODS.includes(days as InsightPeriod)),
      ),
    ),
    undefined,
  ),
  vendor: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.integer(),
        v.minValue(1),
        v.maxValue(2147483647),
      ),
    ),
    undefined,
  ),
})
export type InsightsSearch = v.InferOutput<typeof InsightsSearchSchema>

export const periodOf = (search: InsightsSearch): InsightPeriod =>
  search.days ?? DEFAULT_INSIGHT_PERIOD
