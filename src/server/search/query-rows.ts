import type { SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

/** Rows of a raw query: postgres.js answers an array of rows, PGlite an object holding them. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows
}
