import { randomBytes } from 'node:crypto'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { adminUrl, withDatabaseName } from './postgres-urls.ts'

/** A database with nothing in it, of the kind the test project runs on; drop() removes it. */
export async function openEmptyDatabase(): Promise<{
  handle: DatabaseHandle
  drop(): Promise<void>
}> {
  const url = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB === 'postgres' && url) {
    const name = `test_${randomBytes(6).toString('hex')}`
    const admin = await openDatabase({ databaseUrl: adminUrl(url) })
    await admin.db.execute(`CREATE DATABASE "${name}"`)
    const handle = await openDatabase({ databaseUrl: withDatabaseName(url, name) })
    return {
      handle,
      drop: async () => {
        await handle.close()
        await admin.db.execute(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.close()
      },
    }
  }
  const handle = await openDatabase({ dataDir: undefined })
  return { handle, drop: () => handle.close() }
}
