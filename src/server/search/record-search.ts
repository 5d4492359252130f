import { sql } from 'drizzle-orm'
import type { SearchType } from '../../domain/search-statistic.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from './query-rows.ts'

export type SearchRecord = {
  userId: number | null
  searchType: SearchType
  keyword: string
  filters: Record<string, unknown>
  resultCount: number
}

/**
 * Writes the search's row of statistics; its id is the search_id of the answer. The statement's
 * own transaction commits without waiting for the disk (set_config local to it): a crash may lose
 * the last moment of statistics, while a flush per search would halve the searches answered.
 */
export async function recordSearch(db: Database, record: SearchRecord): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
      INSERT INTO search_statistics (user_id, search_type, keyword, filters, result_count)
      SELECT ${record.userId}::int, ${record.searchType}::text, ${record.keyword || null}::text,
        ${JSON.stringify(record.filters)}::jsonb, ${record.resultCount}::int
      FROM (SELECT set_config('synchronous_commit', 'off', true)) AS asynchronous_commit
      RETURNING id::int`,
  )
  if (!row) throw new Error('The search statistic was not written')
  return row.id
}
