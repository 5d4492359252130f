import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { CATALOGUE_VERSION } from './catalogue-version.ts'
import { queryRows } from './query-rows.ts'

/** A search document table and its key. */
export type SearchTarget = {
  table: 'tactic_search_documents' | 'vendor_search_documents'
  key: 'tactic_id' | 'vendor_id'
}

export const TACTIC_DOCUMENTS: SearchTarget = { table: 'tactic_search_documents', key: 'tactic_id' }
export const VENDOR_DOCUMENTS: SearchTarget = { table: 'vendor_search_documents', key: 'vendor_id' }

export type RankRequest = {
  /** Empty for a search by filters only. */
  keyword: string
  /** Conditions on the document table, as d. */
  conditions: SQL[]
  limit: number
  offset: number
}

/** The page and the catalogue version it was ranked at. */
export type RankedPage = { version: string; total: number; ids: number[] }

/**
 * Keywords rank by weighted full-text relevance, then featured, then name; filters alone by
 * featured, then name. The key breaks the last ties, so pages never overlap. The version is the
 * first column, so it is read before the matches are counted.
 */
function rankQuery({ table, key }: SearchTarget, request: RankRequest): SQL {
  const documents = sql.identifier(table)
  const id = sql.identifier(key)
  const where = sql.join([sql`true`, ...request.conditions], sql` AND `)
  const window = sql`LIMIT ${request.limit} OFFSET ${request.offset}`
  if (request.keyword === '') {
    return sql`
      SELECT ${CATALOGUE_VERSION} AS version,
        (SELECT count(*)::int FROM ${documents} d WHERE ${where}) AS total,
        ARRAY(SELECT d.${id} FROM ${documents} d WHERE ${where}
          ORDER BY d.featured DESC, d.name, d.${id} ${window}) AS ids`
  }
  return sql`
    WITH q AS MATERIALIZED (SELECT search_tsquery(${request.keyword}) AS query),
    matches AS MATERIALIZED (
      SELECT d.${id} AS id, ts_rank(d.document, q.query) AS rank, d.featured, d.name
      FROM ${documents} d, q
      WHERE d.document @@ q.query AND ${where})
    SELECT ${CATALOGUE_VERSION} AS version, (SELECT count(*)::int FROM matches) AS total,
      ARRAY(SELECT id FROM matches ORDER BY rank DESC, featured DESC, name, id ${window}) AS ids`
}

export async function rankedPage(
  db: Database,
  target: SearchTarget,
  request: RankRequest,
): Promise<RankedPage> {
  const [row] = await queryRows<RankedPage>(db, rankQuery(target, request))
  if (!row) throw new Error('The ranking query answered no row')
  return row
}
