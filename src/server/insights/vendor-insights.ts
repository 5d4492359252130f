import { asc, eq, sql } from 'drizzle-orm'
import {
  DISTINCT_BUYERS_MIN,
  INSIGHT_COUNTS,
  INSIGHT_MESSAGES,
  type InsightCountKey,
  type InsightCounts,
  type InsightPeriod,
  insightWeeks,
  type MedianFirstAnswer,
  shownCount,
  TACTIC_INSIGHT_COUNTS,
  type TacticInsight,
  TOP_KEYWORDS_MAX,
  type VendorInsights,
} from '../../domain/insights.ts'
import type { Database } from '../db/client.ts'
import { tactics } from '../db/schema/index.ts'
import { queryRows } from '../search/query-rows.ts'
import {
  firstAnswers,
  type InsightScope,
  insightEvents,
  keywordSearches,
  notAMember,
} from './insight-events.ts'

const WEEK_SECONDS = 7 * 24 * 60 * 60

/** Which grouping set a row belongs to: GROUPING(week, tactic_id). */
const TOTAL = 3
const PER_WEEK = 1
const PER_TACTIC = 2

type CountRow = {
  set: number
  kind: InsightCountKey | 'tactic_appearances'
  week: number | null
  tactic_id: number | null
  count: number
  buyers: number
}

type MedianRow = { set: number; week: number | null; hours: number | null; buyers: number }

const weekOf = (scope: InsightScope, column: string) =>
  sql.raw(
    `floor(extract(epoch FROM ${column} - '${scope.since.toISOString()}'::timestamptz) / ${WEEK_SECONDS})::int`,
  )

function countRows(db: Database, scope: InsightScope) {
  return queryRows<CountRow>(
    db,
    sql`
      SELECT GROUPING(week, tactic_id)::int AS set, kind, week, tactic_id,
        count(*)::int AS count, count(DISTINCT user_id)::int AS buyers
      FROM (
        SELECT e.kind, e.tactic_id, e.user_id, ${weekOf(scope, 'e.created_at')} AS week
        FROM (${insightEvents(scope)}) AS e
        WHERE ${notAMember(sql`e.user_id`, scope)}
      ) AS counted
      GROUP BY GROUPING SETS ((kind), (kind, week), (kind, tactic_id))`,
  )
}

function medianRows(db: Database, scope: InsightScope) {
  return queryRows<MedianRow>(
    db,
    sql`
      SELECT GROUPING(week)::int AS set, week,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY hours))::float8 AS hours,
        count(DISTINCT user_id)::int AS buyers
      FROM (
        SELECT a.user_id, a.hours, ${weekOf(scope, 'a.created_at')} AS week
        FROM (${firstAnswers(scope)}) AS a WHERE a.hours IS NOT NULL
      ) AS answered
      GROUP BY GROUPING SETS ((), (week))`,
  )
}

function topKeywords(db: Database, scope: InsightScope) {
  return queryRows<{ keyword: string; searches: number }>(
    db,
    sql`
      SELECT keyword, count(*)::int AS searches FROM (${keywordSearches(scope)}) AS k
      GROUP BY keyword HAVING count(DISTINCT user_id) >= ${DISTINCT_BUYERS_MIN}
      ORDER BY searches DESC, keyword LIMIT ${TOP_KEYWORDS_MAX}`,
  )
}

/** Hours rounded to a tenth, hidden as the counts are when fewer than 3 buyers were answered. */
function shownMedian(row: MedianRow | undefined): MedianFirstAnswer {
  if (!row || row.hours === null) return null
  if (row.buyers < DISTINCT_BUYERS_MIN) return INSIGHT_MESSAGES.fewerThan3
  return Math.round(Number(row.hours) * 10) / 10
}

function countsOf<Key extends InsightCountKey>(
  keys: readonly Key[],
  rows: CountRow[],
): Record<Key, InsightCounts[Key]> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, InsightCounts[Key]>
  for (const row of rows) {
    const key = (row.kind === 'tactic_appearances' ? 'search_appearances' : row.kind) as Key
    if (keys.includes(key)) counts[key] = shownCount(row.count, row.buyers)
  }
  return counts
}

/**
 * A vendor's insights over the last `days` days (docs/spec/workspace.md §5, docs/api-insights.md):
 * counts in total, per week and per tactic, the median time to first answer and the top keywords.
 * Every count from fewer than 3 distinct buyers reads "fewer than 3"; no buyer is named.
 */
export async function vendorInsights(
  db: Database,
  vendor: { vendorId: number; companyId: number },
  days: InsightPeriod,
  now = new Date(),
): Promise<VendorInsights> {
  const weeks = insightWeeks(days, now)
  const scope: InsightScope = { ...vendor, since: weeks[0]?.from ?? now, until: now }
  const [counts, medians, keywords, tacticRows] = await Promise.all([
    countRows(db, scope),
    medianRows(db, scope),
    topKeywords(db, scope),
    db
      .select({ id: tactics.id, name: tactics.name })
      .from(tactics)
      .where(eq(tactics.vendorId, vendor.vendorId))
      .orderBy(asc(tactics.name), asc(tactics.id)),
  ])
  // The vendor's own rows: a tactic's appearances are its own kind there, not the vendor's.
  const vendorRows = (set: number, week?: number) =>
    counts.filter(
      (row) =>
        row.set === set &&
        row.kind !== 'tactic_appearances' &&
        (week === undefined || row.week === week),
    )
  const tacticInsights: TacticInsight[] = tacticRows.map((tactic) => ({
    id: tactic.id,
    name: tactic.name,
    ...countsOf(
      TACTIC_INSIGHT_COUNTS,
      counts.filter((row) => row.set === PER_TACTIC && row.tactic_id === tactic.id),
    ),
  }))
  return {
    vendor_id: vendor.vendorId,
    days,
    from: scope.since.toISOString(),
    to: now.toISOString(),
    totals: {
      ...countsOf(INSIGHT_COUNTS, vendorRows(TOTAL)),
      median_first_answer_hours: shownMedian(medians.find((row) => row.set === 1)),
    },
    weeks: weeks.map((week, index) => ({
      from: week.from.toISOString(),
      to: week.to.toISOString(),
      ...countsOf(INSIGHT_COUNTS, vendorRows(PER_WEEK, index)),
      median_first_answer_hours: shownMedian(
        medians.find((row) => row.set === 0 && row.week === index),
      ),
    })),
    keywords,
    tactics: tacticInsights,
  }
}
