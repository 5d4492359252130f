import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { Config } from '../config.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The embedded engine, for dumping a migrated template in tests. */
  pglite?: PGlite
  close(): Promise<void>
}

export type DatabaseOptions =
  /**
   * poolSize: connections this process keeps (10 by default); preparedStatements false for a
   * pooler in transaction mode that cannot keep them (PgBouncer before 1.21).
   */
  | { databaseUrl: string; poolSize?: number; preparedStatements?: boolean }
  /**
   * dataDir undefined keeps the embedded database in memory; template loads a dumped data dir;
   * engine is the embedded engine's code, compiled once by a process that opens many databases.
   */
  | { dataDir: string | undefined; template?: Blob; engine?: PgliteEngine }

/** PGlite's compiled WebAssembly and its file bundle, which it otherwise loads at every start. */
export type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>

/** The embedded database's own folder under the data dir. */
export const pgliteDataDir = (dataDir: string) => path.join(dataDir, 'pglite')

/** The database the configuration names: DATABASE_URL's server, else PGlite under DATA_DIR. */
export function configuredDatabase(config: Config): DatabaseOptions {
  if (!config.databaseUrl) return { dataDir: config.dataDir }
  return {
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      prepare: options.preparedStatements ?? true,
      onnotice: () => {},
    })
    return {
      db: drizzlePostgres({ client, schema }) as unknown as Database,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    }
  }
  const pglite = new PGlite({
    dataDir: options.dataDir && pgliteDataDir(options.dataDir),
    loadDataDir: options.template,
    extensions: { pg_trgm },
    ...options.engine,
  })
  await pglite.waitReady
  return {
    db: drizzlePglite({ client: pglite, schema }) as unknown as Database,
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  }
}
