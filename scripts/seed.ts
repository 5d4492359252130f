/**
 * Seeds the configured database with demo data.
 * Usage: npm run seed -- [--vendors N] [--tactics M] [--reset]
 */
import { parseArgs } from 'node:util'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { loadConfig } from '../src/server/config.ts'
import { configuredDatabase, type Database, openDatabase } from '../src/server/db/client.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import * as schema from '../src/server/db/schema/index.ts'
import {
  DEFAULT_SEED_TACTICS,
  DEFAULT_SEED_VENDORS,
  isDatabaseEmpty,
  seedDatabase,
} from '../src/server/seed/index.ts'
import { openUploadStorage } from '../src/server/uploads/open-upload-storage.ts'

function parseCount(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value)) throw new Error(`--${flag} must be a whole number, got "${value}"`)
  return Number(value)
}

function readArguments() {
  const { values } = parseArgs({
    options: {
      vendors: { type: 'string' },
      tactics: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  })
  return {
    vendors: parseCount('vendors', values.vendors, DEFAULT_SEED_VENDORS),
    tactics: parseCount('tactics', values.tactics, DEFAULT_SEED_TACTICS),
    reset: values.reset,
  }
}

/** postgres-js answers an array of rows, PGlite an object holding them. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows
}

/** Tables of the drizzle schema that the migrations have created so far. */
async function existingSchemaTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
  )
  const existingNames = new Set(rowsOf<{ name: string }>(result).map((row) => row.name))
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => existingNames.has(name))
}

async function truncateSchemaTables(db: Database): Promise<void> {
  const tables = (await existingSchemaTables(db)).map((name) => sql.identifier(name))
  await db.execute(sql`TRUNCATE TABLE ${sql.join(tables, sql`, `)} RESTART IDENTITY CASCADE`)
}

async function main(): Promise<number> {
  const args = readArguments()
  const config = loadConfig()
  const storage = openUploadStorage(config)
  const database = await openDatabase(configuredDatabase(config))
  try {
    await migrateDatabase(database)
    if (args.reset) {
      await truncateSchemaTables(database.db)
      for await (const key of storage.keys()) if (key.startsWith('seed/')) await storage.delete(key)
    } else if (!(await isDatabaseEmpty(database.db))) {
      process.stderr.write(
        'The database already holds data; run again with --reset to replace it.\n',
      )
      return 1
    }
    const started = performance.now()
    const summary = await seedDatabase(database.db, {
      storage,
      tokenSecret: config.tokenSecret,
      vendors: args.vendors,
      tactics: args.tactics,
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(`Seeded the ${database.kind} database in ${seconds} s:\n`)
    for (const [item, count] of Object.entries(summary)) {
      process.stdout.write(`  ${item.padEnd(24)} ${count}\n`)
    }
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
