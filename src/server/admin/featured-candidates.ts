import { type SQL, sql } from 'drizzle-orm'
import {
  type AdminFeaturedTactic,
  type AdminFeaturedVendor,
  FEATURED_CANDIDATES,
} from '../../domain/admin-featured.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from '../search/query-rows.ts'
import { textArray } from '../search/sql-arrays.ts'

/**
 * The best few items of a kind whose name has a word starting with what was typed (or with its
 * correction), as autocomplete finds names (src/server/search/autocomplete.ts) but item by item:
 * names that start with it first, then shorter ones. Each row has the item's id and its rank.
 */
function matchingItems(kind: 'tactic' | 'vendor', query: string): SQL {
  const id = kind === 'tactic' ? sql`s.tactic_id` : sql`s.vendor_id`
  return sql`
    WITH typed AS MATERIALIZED (
      SELECT search_suggestion_key(${query}, ${textArray([kind])}) AS key
    )
    SELECT ${id} AS id, row_number() OVER (
        ORDER BY bool_and(s.word_position > 0), length(s.term), s.term, ${id}) AS rank
    FROM search_suggestions s, typed
    WHERE typed.key <> '' AND s.kind = ${kind}
      AND s.term_key ~>=~ typed.key AND s.term_key ~<~ (typed.key || chr(1114111))
    GROUP BY ${id}, s.term
    ORDER BY rank
    LIMIT ${FEATURED_CANDIDATES}`
}

const vendorJson = sql`json_build_object('id', v.id, 'name', v.name, 'logo_url', v.logo_url)`

/** Tactics whose name fits `query`, each with its vendor, to feature. */
export function tacticCandidates(db: Database, query: string): Promise<AdminFeaturedTactic[]> {
  return queryRows<AdminFeaturedTactic>(
    db,
    sql`
      SELECT t.id, t.name, ${vendorJson} AS vendor
      FROM (${matchingItems('tactic', query)}) found
      JOIN tactics t ON t.id = found.id
      JOIN vendors v ON v.id = t.vendor_id
      ORDER BY found.rank`,
  )
}

/** Vendors whose name fits `query`, to feature. */
export function vendorCandidates(db: Database, query: string): Promise<AdminFeaturedVendor[]> {
  return queryRows<AdminFeaturedVendor>(
    db,
    sql`
      SELECT v.id, v.name, v.logo_url
      FROM (${matchingItems('vendor', query)}) found
      JOIN vendors v ON v.id = found.id
      ORDER BY found.rank`,
  )
}
