import * as v from 'valibot'

/** The periods the dashboard's charts cover, in days (docs/api-admin.md, "Statistics"). */
export const STATISTICS_PERIODS = [7, 30, 90] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]

/** How many rows each ranking holds. */
export const STATISTICS_TOP = 10

export type AdminStatistics = {
  days: StatisticsPeriod
  /** The first and last day covered (UTC), YYYY-MM-DD. */
  from: string
  to: string
  /** Every day of the period, oldest first, with no search as 0. */
  searches_per_day: { day: string; searches: number; zero_result: number }[]
  /** The keywords searched most (lower-cased), with how many of those searches found nothing. */
  top_keywords: { keyword: string; searches: number; zero_result: number }[]
  /** Keywords whose searches found nothing: what buyers look for and the catalogue lacks. */
  zero_result_keywords: { keyword: string; searches: number; last_searched_at: string }[]
  most_viewed_vendors: { id: number; name: string; views: number }[]
  most_viewed_tactics: {
    id: number
    name: string
    vendor_id: number
    vendor_name: string
    views: number
  }[]
  /** Every week (from Monday, UTC) the period touches, oldest first. */
  actions_per_week: {
    week: string
    quote_requests: number
    shares: number
    recommendations: number
  }[]
}

export const ADMIN_STATISTICS_MESSAGES = {
  daysInvalid: `days must be one of ${STATISTICS_PERIODS.join(', ')}`,
} as const

export const StatisticsQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.picklist(
        STATISTICS_PERIODS.map(String) as ['7', '30', '90'],
        ADMIN_STATISTICS_MESSAGES.daysInvalid,
      ),
      v.transform((days) => Number(days) as StatisticsPeriod),
    ),
    '30',
  ),
})

export type StatisticsQuery = v.InferOutput<typeof StatisticsQuerySchema>
