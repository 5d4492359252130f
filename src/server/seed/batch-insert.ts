import { getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'

/** Well under PostgreSQL's limit of 65,535 bind parameters per statement. */
const MAX_BIND_PARAMETERS = 30_000
const MAX_ROWS_PER_INSERT = 5_000

function rowsPerInsert(rows: readonly object[]): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length)
  return Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_BIND_PARAMETERS / columns))
}

function* batchesOf<T>(rows: readonly T[]): Generator<T[]> {
  const size = rowsPerInsert(rows as readonly object[])
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size)
}

export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  for (const batch of batchesOf(rows)) await db.insert(table).values(batch)
}

/** Inserts and returns the new ids in the order of the rows given. */
export async function insertReturningIds<TTable extends PgTable & { id: PgColumn }>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<number[]> {
  const ids: number[] = []
  for (const batch of batchesOf(rows)) {
    const inserted = await db.insert(table).values(batch).returning({ id: table.id })
    for (const row of inserted) ids.push(row.id as number)
  }
  return ids
}

/** Link rows per statement when each column travels as one array parameter. */
const LINK_ROWS_PER_INSERT = 50_000

type IntegerKeys<TTable extends PgTable> = {
  [Key in keyof TTable['$inferInsert']]-?: TTable['$inferInsert'][Key] extends number ? Key : never
}[keyof TTable['$inferInsert']] &
  string

/**
 * For link tables of integer columns, with up to millions of rows: each column is sent as one
 * int[] parameter and unnested by the database. Building a drizzle insert with a bind parameter
 * per value took about as long as the database's own work on the rows (profiled at 100k tactics).
 */
export async function insertIntegerLinks<TTable extends PgTable, TKey extends IntegerKeys<TTable>>(
  db: Database,
  table: TTable,
  keys: readonly TKey[],
  rows: readonly Record<TKey, number>[],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const columnNames = keys.map((key) => sql.identifier((columns[key] as PgColumn).name))
  for (let start = 0; start < rows.length; start += LINK_ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + LINK_ROWS_PER_INSERT)
    const arrays = keys.map((key) => sql`${`{${batch.map((row) => row[key]).join(',')}}`}::int[]`)
    await db.execute(
      sql`INSERT INTO ${table} (${sql.join(columnNames, sql`, `)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
    )
  }
}
