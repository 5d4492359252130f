import * as v from 'valibot'
import type { Role } from './roles.ts'

/** The periods a vendor picks from (docs/spec/workspace.md §5), in days back from now. */
export const INSIGHT_PERIODS = [7, 30, 90] as const
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number]
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30

/** A count from fewer distinct buyers than this is never given as a number (§5). */
export const DISTINCT_BUYERS_MIN = 3
/** How many keywords the top list holds (§5). */
export const TOP_KEYWORDS_MAX = 10

/** The texts of docs/spec/workspace.md §5, and the app's own where the spec is silent. */
export const INSIGHT_MESSAGES = {
  title: 'Insights',
  fewerThan3: 'fewer than 3',
  downloadCsv: 'Download CSV',
  daysInvalid: `days must be one of ${INSIGHT_PERIODS.join(', ')}`,
  /** Short enough for three on a phone's segment: "7 days", "30 days", "90 days". */
  periodLabel: (days: number) => `${days} days`,
  empty: 'No buyer has found your profile in this period yet.',
  noKeywords: 'No keyword was searched by 3 or more buyers in this period.',
  offline: 'You are offline: these are the insights last opened on this device.',
  loadFailed: 'Insights could not be loaded.',
  digestOptOutLabel: 'Weekly insights of my company in the digest',
} as const

/** The counts, in the order the screen, the CSV files and the digest show them. */
export const INSIGHT_COUNTS = [
  'search_appearances',
  'profile_views',
  'tactic_views',
  'website_visits',
  'shortlist_saves',
  'shares',
  'quote_requests',
] as const
export type InsightCountKey = (typeof INSIGHT_COUNTS)[number]

/** What a tactic has of the vendor's counts: a profile view is the vendor's alone. */
export const TACTIC_INSIGHT_COUNTS = INSIGHT_COUNTS.filter(
  (key): key is Exclude<InsightCountKey, 'profile_views'> => key !== 'profile_views',
)
export type TacticInsightCountKey = (typeof TACTIC_INSIGHT_COUNTS)[number]

export const INSIGHT_COUNT_LABELS: Record<InsightCountKey, string> = {
  search_appearances: 'Search appearances',
  profile_views: 'Profile views',
  tactic_views: 'Tactic views',
  website_visits: 'Website visits',
  shortlist_saves: 'Saves to shortlists',
  shares: 'Shares',
  quote_requests: 'Quote requests',
}
export const MEDIAN_FIRST_ANSWER_LABEL = 'Median time to first answer'

/** A count, or "fewer than 3" when fewer than 3 distinct buyers made it. */
export type InsightCount = number | typeof INSIGHT_MESSAGES.fewerThan3

/**
 * The count as it may be shown: zero stays zero (nobody), 1 or 2 distinct buyers behind any number
 * of events read "fewer than 3", so that no single buyer's activity can be told apart.
 */
export function shownCount(count: number, distinctBuyers: number): InsightCount {
  return count > 0 && distinctBuyers < DISTINCT_BUYERS_MIN ? INSIGHT_MESSAGES.fewerThan3 : count
}

export type InsightCounts = Record<InsightCountKey, InsightCount>

/** Hours from a quote request's sending to the vendor's first reply; null when none was answered. */
export type MedianFirstAnswer = number | typeof INSIGHT_MESSAGES.fewerThan3 | null

/** One week of the period: `from` inclusive, `to` exclusive (ISO 8601); the latest may be shorter. */
export type InsightWeek = InsightCounts & {
  from: string
  to: string
  median_first_answer_hours: MedianFirstAnswer
}

export type InsightKeyword = { keyword: string; searches: number }

export type TacticInsight = Record<TacticInsightCountKey, InsightCount> & {
  id: number
  name: string
}

/** GET /vendors/{id}/insights?days=7|30|90 (docs/api-insights.md). */
export type VendorInsights = {
  vendor_id: number
  days: InsightPeriod
  from: string
  to: string
  totals: InsightCounts & { median_first_answer_hours: MedianFirstAnswer }
  weeks: InsightWeek[]
  keywords: InsightKeyword[]
  tactics: TacticInsight[]
}

export const InsightsQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.picklist(
        INSIGHT_PERIODS.map((days) => String(days) as `${InsightPeriod}`),
        INSIGHT_MESSAGES.daysInvalid,
      ),
      v.transform((days) => Number(days) as InsightPeriod),
    ),
    String(DEFAULT_INSIGHT_PERIOD) as `${InsightPeriod}`,
  ),
})
export type InsightsQuery = v.InferInput<typeof InsightsQuerySchema>

/** The roles of a vendor's members: their weekly digest carries the vendor's numbers (§5). */
export const VENDOR_MEMBER_ROLES = ['vendor_admin', 'vendor_user'] as const satisfies Role[]
export const isVendorMemberRole = (role: Role): boolean =>
  (VENDOR_MEMBER_ROLES as readonly Role[]).includes(role)

/** Who reads a vendor's insights: its own members, and super_admin for any vendor (§5). */
export const canReadInsights = (viewer: { role: Role; member: boolean }): boolean =>
  viewer.role === 'super_admin' || (viewer.member && isVendorMemberRole(viewer.role))

/** The week periods of the last `days` days up to `now`, oldest first, 7 days each but the latest. */
export function insightWeeks(days: number, now: Date): { from: Date; to: Date }[] {
  const day = 24 * 60 * 60_000
  const start = now.getTime() - days * day
  const weeks: { from: Date; to: Date }[] = []
  for (let from = start; from < now.getTime(); from += 7 * day) {
    weeks.push({ from: new Date(from), to: new Date(Math.min(from + 7 * day, now.getTime())) })
  }
  return weeks
}
