import { type SQL, sql } from 'drizzle-orm'

/** The vendor and the window whose events insights count. */
export type InsightScope = { vendorId: number; companyId: number; since: Date; until: Date }

const inWindow = (column: SQL, scope: InsightScope) =>
  sql`${column} >= ${scope.since.toISOString()}::timestamptz AND ${column} < ${scope.until.toISOString()}::timestamptz`

/** The searches that showed the vendor, through its profile or one of its tactics. */
const showedVendor = (scope: InsightScope) =>
  sql`s.vendor_ids @> ARRAY[${scope.vendorId}::int] AND ${inWindow(sql`s.created_at`, scope)}`

/** The events of the vendor's own company members are not the audience's: they are left out. */
export const notAMember = (userColumn: SQL, scope: InsightScope) =>
  sql`(${userColumn} IS NULL OR ${userColumn} NOT IN (SELECT id FROM users WHERE company_id = ${scope.companyId}))`

/**
 * Every counted event of the vendor in the window, one row each: (kind, tactic_id, user_id,
 * created_at). A search that showed the vendor is one 'search_appearances' row (tactic_id null)
 * and one 'tactic_appearances' row per tactic of the vendor it showed, so that the vendor's
 * total counts the search once. user_id is read only to count distinct buyers, never answered.
 */
export function insightEvents(scope: InsightScope): SQL {
  const vendorTactics = sql`(SELECT id FROM tactics WHERE vendor_id = ${scope.vendorId})`
  return sql`
    SELECT 'search_appearances' AS kind, NULL::int AS tactic_id, s.user_id, s.created_at
    FROM search_statistics s WHERE ${showedVendor(scope)}
    UNION ALL
    SELECT 'tactic_appearances', shown.id, s.user_id, s.created_at
    FROM search_statistics s CROSS JOIN LATERAL unnest(s.tactic_ids) AS shown (id)
    WHERE ${showedVendor(scope)} AND shown.id IN ${vendorTactics}
    UNION ALL
    SELECT CASE WHEN v.tactic_id IS NULL THEN 'profile_views' ELSE 'tactic_views' END,
      v.tactic_id, v.user_id, v.created_at
    FROM catalogue_views v
    WHERE v.vendor_id = ${scope.vendorId} AND ${inWindow(sql`v.created_at`, scope)}
    UNION ALL
    SELECT 'website_visits', w.tactic_id, w.user_id, w.created_at
    FROM search_website_visits w
    WHERE w.vendor_id = ${scope.vendorId} AND ${inWindow(sql`w.created_at`, scope)}
    UNION ALL
    SELECT 'shortlist_saves', i.tactic_id, i.added_by, i.created_at
    FROM shortlist_items i
    WHERE (i.vendor_id = ${scope.vendorId} OR i.tactic_id IN ${vendorTactics})
      AND ${inWindow(sql`i.created_at`, scope)}
    UNION ALL
    SELECT 'shares', h.tactic_id, h.user_id, h.created_at
    FROM shares h
    WHERE h.vendor_id = ${scope.vendorId} AND ${inWindow(sql`h.created_at`, scope)}
    UNION ALL
    SELECT 'quote_requests', q.tactic_id, q.user_id, q.closed_at
    FROM quote_requests q
    WHERE q.vendor_id = ${scope.vendorId} AND q.status = 'sent'
      AND ${inWindow(sql`q.closed_at`, scope)}`
}

/** The keyword searches that showed at least one of the vendor's tactics. */
export function keywordSearches(scope: InsightScope): SQL {
  return sql`
    SELECT lower(btrim(s.keyword)) AS keyword, s.user_id
    FROM search_statistics s
    WHERE ${showedVendor(scope)} AND btrim(coalesce(s.keyword, '')) <> ''
      AND s.tactic_ids && ARRAY(SELECT id FROM tactics WHERE vendor_id = ${scope.vendorId})
      AND ${notAMember(sql`s.user_id`, scope)}`
}

/** The vendor's sent quote requests of the window, with the hours to its first reply. */
export function firstAnswers(scope: InsightScope): SQL {
  return sql`
    SELECT q.user_id, q.closed_at AS created_at,
      extract(epoch FROM (
        SELECT min(r.created_at) FROM quote_replies r
        WHERE r.quote_request_id = q.id AND r.side = 'vendor'
      ) - q.closed_at) / 3600 AS hours
    FROM quote_requests q
    WHERE q.vendor_id = ${scope.vendorId} AND q.status = 'sent'
      AND ${inWindow(sql`q.closed_at`, scope)} AND ${notAMember(sql`q.user_id`, scope)}`
}
