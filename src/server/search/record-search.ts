import { sql } from 'drizzle-orm'
import type { SearchType } from '../../domain/search-statistic.ts'
import type { Database } from '../db/client.ts'
import { CATALOGUE_VERSION } from './catalogue-version.ts'
import { queryRows } from './query-rows.ts'
import { intArray } from './sql-arrays.ts'

export type SearchRecord = {
  userId: number | null
  searchType: SearchType
  keyword: string
  filters: Record<string, unknown>
  resultCount: number
  /** What the answer's page shows (search appearances, docs/api-insights.md). */
  shown: ShownItems
}

/** The vendors and tactics of a page of results; a tactic's vendor is among the vendors. */
export type ShownItems = { vendorIds: number[]; tacticIds: number[] }

/** The statistic's id (the search_id of the answer) and the catalogue version it was written at. */
export type RecordedSearch = { id: number; version: string }

/**
 * Writes the search's row of statistics and reads the catalogue version in the same round trip
 * (result-cache.ts). The statement's own transaction commits without waiting for the disk
 * (set_config local to it): a crash may lose the last moment of statistics, while a flush per
 * search would halve the searches answered.
 */
export async function recordSearch(db: Database, record: SearchRecord): Promise<RecordedSearch> {
  const [row] = await queryRows<RecordedSearch>(
    db,
    sql`
      INSERT INTO search_statistics
        (user_id, search_type, keyword, filters, result_count, vendor_ids, tactic_ids)
      SELECT ${record.userId}::int, ${record.searchType}::text, ${record.keyword || null}::text,
        ${JSON.stringify(record.filters)}::jsonb, ${record.resultCount}::int,
        ${intArray(record.shown.vendorIds)}, ${intArray(record.shown.tacticIds)}
      FROM (SELECT set_config('synchronous_commit', 'off', true)) AS asynchronous_commit
      RETURNING id::int, ${CATALOGUE_VERSION} AS version`,
  )
  if (!row) throw new Error('The search statistic was not written')
  return row
}

/** Corrects a statistic written from a cached answer that turned out stale: its count and page. */
export async function correctStatistic(
  db: Database,
  id: number,
  resultCount: number,
  shown: ShownItems,
) {
  await db.execute(sql`
    UPDATE search_statistics SET result_count = ${resultCount},
      vendor_ids = ${intArray(shown.vendorIds)}, tactic_ids = ${intArray(shown.tacticIds)}
    WHERE id = ${id}`)
}
