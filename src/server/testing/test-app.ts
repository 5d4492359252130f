import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { hc } from 'hono/client'
import { inject } from 'vitest'
import { type Config, loadConfig } from '../config.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { type BackgroundWork, createBackgroundWork } from '../jobs/background-work.ts'
import { type Logger, silentLogger } from '../logger.ts'
import { createMetrics } from '../operations/metrics.ts'
import { Readiness } from '../operations/readiness.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { type ApiType, createWebServer } from '../web-server.ts'
import { testPgliteEngine } from './pglite-engine.ts'
import { adminUrl, withDatabaseName } from './postgres-urls.ts'
import { TEST_TOKEN_SECRET } from './test-token-secret.ts'

export type TestApp = {
  app: ReturnType<typeof createWebServer>
  /** The typed API client, calling the app in-process. */
  client: ReturnType<typeof hc<ApiType>>
  db: DatabaseHandle['db']
  config: Config
  /** The work requests handed off; await `background.idle()` before reading what it wrote. */
  background: BackgroundWork
  /** Set its state to see the app migrating or draining. */
  readiness: Readiness
  close(): Promise<void>
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB === 'postgres' && url) {
    const name = `test_${randomBytes(6).toString('hex')}`
    const admin = await openDatabase({ databaseUrl: adminUrl(url) })
    await admin.db.execute(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`)
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
  const template = new Blob([await readFile(inject('pgliteTemplate'))])
  const handle = await openDatabase({
    dataDir: undefined,
    template,
    engine: await testPgliteEngine(),
  })
  return { handle, drop: () => handle.close() }
}

/**
 * The whole app on its own copy of the seeded database; close() drops it. The session cache is off
 * unless `sessionCacheMs` is given: tests change sessions behind the app's back (ageToken).
 */
export async function createTestApp(
  options: {
    logger?: Logger
    sessionCacheMs?: number
    storage?: UploadStorage
    clientDir?: string
    pageRendererFile?: string
  } = {},
): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase()
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent',
      TOKEN_SECRET: TEST_TOKEN_SECRET,
    }),
    uploadsDir: inject('uploadsDir'),
    clientDir: options.clientDir ?? '/nonexistent',
    pageRendererFile: options.pageRendererFile ?? '/nonexistent',
    sessionCacheMs: options.sessionCacheMs ?? 0,
  }
  const logger = options.logger ?? silentLogger
  const background = createBackgroundWork(handle.db, logger)
  const readiness = new Readiness()
  const app = createWebServer({
    db: handle.db,
    config,
    logger,
    storage: options.storage ?? new LocalUploadStorage(config.uploadsDir),
    background,
    metrics: createMetrics({ db: handle.db, databaseKind: handle.kind, poolSize: 10 }),
    readiness,
  })
  const client = hc<ApiType>('http://localhost/api/v1', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)),
  })
  const close = async () => {
    await background.idle()
    await drop()
  }
  return { app, client, db: handle.db, config, background, readiness, close }
}
