import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import { fillVendorNameIdentity } from '../vendors/vendor-name-backfill.ts'
import type { DatabaseHandle, Schema } from './client.ts'

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))

/**
 * drizzle does not create extensions, and a migration using gin_trgm_ops needs pg_trgm first.
 * Tests pass another folder to build a database as an older release left it; the vendor names'
 * keys, which only JavaScript computes, are filled in after this release's migrations.
 */
export async function migrateDatabase(
  { db, kind }: DatabaseHandle,
  folder = migrationsFolder,
): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder })
  } else {
    await migratePostgres(db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder: folder })
  }
  if (folder === migrationsFolder) await fillVendorNameIdentity(db)
}
