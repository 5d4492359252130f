import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { adminUrl, withDatabaseName } from './postgres-urls.ts'

/** The database a child server (child-server.ts) serves: a fresh copy of the migrated, seeded template. */
export async function freshDatabase(): Promise<{
  env: Record<string, string>
  open(): Promise<DatabaseHandle>
  drop(): Promise<void>
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cpg-child-'))
  const url = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB === 'postgres' && url) {
    const name = `child_${randomBytes(6).toString('hex')}`
    const admin = await openDatabase({ databaseUrl: adminUrl(url) })
    await admin.db.execute(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`)
    const databaseUrl = withDatabaseName(url, name)
    return {
      env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      open: () => openDatabase({ databaseUrl }),
      drop: async () => {
        await admin.db.execute(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.close()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }
  // The template written into a data dir on disk, which the child then opens as its own.
  const template = new Blob([await readFile(inject('pgliteTemplate'))])
  await (await openDatabase({ dataDir, template })).close()
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  }
}
