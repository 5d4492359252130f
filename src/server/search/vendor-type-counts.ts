import { sql } from 'drizzle-orm'
import type { VendorSearchQuery } from '../../domain/search-query.ts'
import type { VendorTypeCount } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { CATALOGUE_VERSION, type Versioned } from './catalogue-version.ts'
import { queryRows } from './query-rows.ts'
import { cachedSearch } from './result-cache.ts'
import { filtersOf } from './run-search.ts'
import { vendorConditions } from './vendor-conditions.ts'

/** How many of the vendors the search finds are of each vendor type, with the catalogue version. */
async function countByType(
  db: Database,
  query: VendorSearchQuery,
): Promise<Versioned<VendorTypeCount[]>> {
  const conditions = await vendorConditions(db, query)
  // Filters alone leave q unread, so it is never computed.
  const matches = query.keyword === '' ? sql`true` : sql`d.document @@ (SELECT query FROM q)`
  const where = sql.join([matches, ...conditions], sql` AND `)
  const [row] = await queryRows<{ version: string; counts: VendorTypeCount[] }>(
    db,
    sql`
      WITH q AS MATERIALIZED (SELECT search_tsquery(${query.keyword}) AS query)
      SELECT ${CATALOGUE_VERSION} AS version, coalesce((
        SELECT json_agg(json_build_object('vendor_type_id', type_id, 'count', n) ORDER BY type_id)
        FROM (
          SELECT t.type_id, count(*)::int AS n
          FROM vendor_search_documents d CROSS JOIN unnest(d.vendor_type_ids) AS t(type_id)
          WHERE ${where}
          GROUP BY t.type_id) counted), '[]') AS counts`,
  )
  if (!row) throw new Error('The vendor type count answered no row')
  return { version: row.version, value: row.counts }
}

/**
 * The vendor search's results counted by vendor type, for the media-type tiles: a vendor of
 * several types counts in each. Cached like the result pages (result-cache.ts).
 */
export function vendorTypeCounts(db: Database, query: VendorSearchQuery) {
  const key = JSON.stringify(['vendor_type_counts', query.keyword, filtersOf(query)])
  return cachedSearch(db, key, () => countByType(db, query))
}
