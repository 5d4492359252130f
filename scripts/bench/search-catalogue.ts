import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts'
import { migrateDatabase } from '../../src/server/db/migrate.ts'
import { queryRows } from '../../src/server/search/query-rows.ts'
import { withDatabaseName } from '../../src/server/testing/postgres-urls.ts'

export type CatalogueKind = 'postgres' | 'pglite'

/** A seeded catalogue: how to reach it directly, and the environment a server needs for it. */
export type SearchCatalogue = {
  kind: CatalogueKind
  serverEnv: Record<string, string>
  open(): Promise<DatabaseHandle>
}

/** The PostgreSQL server of the machine (docs/spec/stack-notes.md); its maintenance database. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** Every app server on one PostgreSQL database needs the same secret (config.ts). */
const TOKEN_SECRET = 'search-bench-token-secret-0123456789abcdef'

async function seed(env: Record<string, string>, tactics: number): Promise<void> {
  process.stderr.write(`search bench: seeding ${tactics} tactics\n`)
  const args = [
    'tsx',
    'scripts/seed.ts',
    '--vendors',
    String(tactics / 10),
    '--tactics',
    String(tactics),
  ]
  const child = spawn('npx', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`Seeding ${tactics} tactics failed with exit code ${code}`)
}

/** Autovacuum may not have run after a bulk load (PGlite has none): statistics and visibility. */
async function vacuum(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`VACUUM ANALYZE`)
}

/** A catalogue seeded by an older version of the app gets the migrations added since. */
async function migrate(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle)
  await vacuum(handle)
}

/** The tactics a catalogue holds: none where an interrupted run left the database without tables. */
async function seededTactics(handle: DatabaseHandle): Promise<number> {
  const [table] = await queryRows<{ name: string | null }>(
    handle.db,
    sql`SELECT to_regclass('tactic_search_documents')::text AS name`,
  )
  if (!table?.name) return 0
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`SELECT count(*)::int AS count FROM tactic_search_documents`,
  )
  return row?.count ?? 0
}

async function postgresCatalogue(tactics: number, reseed: boolean): Promise<SearchCatalogue> {
  const name = `cpg_search_bench_${tactics}`
  const url = withDatabaseName(ADMIN_URL, name)
  const open = () => openDatabase({ databaseUrl: url })
  const admin = await openDatabase({ databaseUrl: ADMIN_URL })
  try {
    const [exists] = await queryRows(
      admin.db,
      sql`SELECT 1 FROM pg_database WHERE datname = ${name}`,
    )
    const current = exists && !reseed ? await open() : undefined
    const reusable = current ? (await seededTactics(current)) === tactics : false
    if (current && reusable) await migrate(current)
    await current?.close()
    if (!reusable) {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
      await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`))
      const uploads = mkdtempSync(path.join(tmpdir(), 'cpg-search-bench-'))
      await seed({ DATABASE_URL: url, DATA_DIR: uploads, TOKEN_SECRET }, tactics)
      const handle = await open()
      await vacuum(handle)
      await handle.close()
    }
  } finally {
    await admin.close()
  }
  return { kind: 'postgres', serverEnv: { DATABASE_URL: url, TOKEN_SECRET }, open }
}

async function pgliteCatalogue(tactics: number, reseed: boolean): Promise<SearchCatalogue> {
  const dataDir = path.resolve('data', `search-bench-${tactics}`)
  const marker = path.join(dataDir, 'seeded')
  const open = () => openDatabase({ dataDir })
  if (!reseed && existsSync(marker)) {
    const handle = await open()
    await migrate(handle)
    await handle.close()
  } else {
    await rm(dataDir, { recursive: true, force: true })
    await mkdir(dataDir, { recursive: true })
    await seed({ DATA_DIR: dataDir }, tactics)
    const handle = await open()
    await vacuum(handle)
    await handle.close()
    await writeFile(marker, `${tactics}\n`)
  }
  return { kind: 'pglite', serverEnv: { DATA_DIR: dataDir }, open }
}

/**
 * A catalogue of `tactics` tactics (and a tenth as many vendors), seeded once and kept for the
 * next run: as PostgreSQL database cpg_search_bench_N, or as PGlite under data/search-bench-N.
 */
export function prepareCatalogue(
  kind: CatalogueKind,
  tactics: number,
  reseed: boolean,
): Promise<SearchCatalogue> {
  return kind === 'postgres' ? postgresCatalogue(tactics, reseed) : pgliteCatalogue(tactics, reseed)
}
