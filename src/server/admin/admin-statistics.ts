import { sql } from 'drizzle-orm'
import {
  type AdminStatistics,
  STATISTICS_TOP,
  type StatisticsPeriod,
} from '../../domain/admin-statistics.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from '../search/query-rows.ts'

const DAY_MS = 86_400_000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The dashboard's charts over the last `days` days, today (UTC) included: searches, keywords,
 * the most viewed pages and the buyers' actions (docs/api-admin.md, "Statistics").
 */
export async function adminStatistics(
  db: Database,
  days: StatisticsPeriod,
  now = new Date(),
): Promise<AdminStatistics> {
  const to = isoDay(now)
  const from = isoDay(new Date(now.getTime() - (days - 1) * DAY_MS))
  const since = sql`(${from}::date)::timestamp AT TIME ZONE 'UTC'`
  const keyword = sql`lower(btrim(keyword))`

  const [searchesPerDay, topKeywords, zeroResultKeywords, vendors, tactics, actions] =
    await Promise.all([
      queryRows<AdminStatistics['searches_per_day'][number]>(
        db,
        sql`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
          count(s.id)::int AS searches,
          (count(s.id) FILTER (WHERE s.result_count = 0))::int AS zero_result
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d (day)
        LEFT JOIN search_statistics s
          ON s.created_at >= d.day::timestamp AT TIME ZONE 'UTC'
          AND s.created_at < (d.day + interval '1 day')::timestamp AT TIME ZONE 'UTC'
        GROUP BY d.day ORDER BY d.day`,
      ),
      queryRows<AdminStatistics['top_keywords'][number]>(
        db,
        sql`
        SELECT ${keyword} AS keyword, count(*)::int AS searches,
          (count(*) FILTER (WHERE result_count = 0))::int AS zero_result
        FROM search_statistics
        WHERE created_at >= ${since} AND btrim(coalesce(keyword, '')) <> ''
        GROUP BY 1 ORDER BY searches DESC, keyword LIMIT ${STATISTICS_TOP}`,
      ),
      queryRows<{ keyword: string; searches: number; last_searched_at: Date | string }>(
        db,
        sql`
        SELECT ${keyword} AS keyword, count(*)::int AS searches, max(created_at) AS last_searched_at
        FROM search_statistics
        WHERE created_at >= ${since} AND result_count = 0 AND btrim(coalesce(keyword, '')) <> ''
        GROUP BY 1 ORDER BY searches DESC, last_searched_at DESC LIMIT ${STATISTICS_TOP}`,
      ),
      queryRows<AdminStatistics['most_viewed_vendors'][number]>(
        db,
        sql`
        SELECT v.id, v.name, count(*)::int AS views
        FROM catalogue_views cv JOIN vendors v ON v.id = cv.vendor_id
        WHERE cv.created_at >= ${since} AND cv.tactic_id IS NULL
        GROUP BY v.id ORDER BY views DESC, v.name LIMIT ${STATISTICS_TOP}`,
      ),
      queryRows<AdminStatistics['most_viewed_tactics'][number]>(
        db,
        sql`
        SELECT t.id, t.name, v.id AS vendor_id, v.name AS vendor_name, count(*)::int AS views
        FROM catalogue_views cv
        JOIN tactics t ON t.id = cv.tactic_id
        JOIN vendors v ON v.id = t.vendor_id
        WHERE cv.created_at >= ${since}
        GROUP BY t.id, v.id ORDER BY views DESC, t.name LIMIT ${STATISTICS_TOP}`,
      ),
      queryRows<AdminStatistics['actions_per_week'][number]>(
        db,
        sql`
        WITH actions AS (
          SELECT 'quote' AS kind, coalesce(closed_at, created_at) AS at
            FROM quote_requests WHERE status = 'sent'
          UNION ALL SELECT 'share', created_at FROM shares
          UNION ALL SELECT 'recommendation', created_at FROM recommendations
        ), weeks AS (
          SELECT week::date FROM generate_series(
            date_trunc('week', ${from}::date), date_trunc('week', ${to}::date), interval '1 week'
          ) AS week
        )
        SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
          (count(a.kind) FILTER (WHERE a.kind = 'quote'))::int AS quote_requests,
          (count(a.kind) FILTER (WHERE a.kind = 'share'))::int AS shares,
          (count(a.kind) FILTER (WHERE a.kind = 'recommendation'))::int AS recommendations
        FROM weeks w
        LEFT JOIN actions a ON a.at >= ${since}
          AND a.at >= w.week::timestamp AT TIME ZONE 'UTC'
          AND a.at < (w.week + 7)::timestamp AT TIME ZONE 'UTC'
        GROUP BY w.week ORDER BY w.week`,
      ),
    ])
  return {
    days,
    from,
    to,
    searches_per_day: searchesPerDay,
    top_keywords: topKeywords,
    zero_result_keywords: zeroResultKeywords.map((row) => ({
      ...row,
      last_searched_at: new Date(row.last_searched_at).toISOString(),
    })),
    most_viewed_vendors: vendors,
    most_viewed_tactics: tactics,
    actions_per_week: actions,
  }
}
