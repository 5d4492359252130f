import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedDatabase } from '../seed/index.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import { adminUrl, templateDatabaseName, withDatabaseName } from './postgres-urls.ts'
import { TEST_TOKEN_SECRET } from './test-token-secret.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data dir, migrated and seeded, that each test file loads. */
    pgliteTemplate: string
    /** The PostgreSQL database each test file clones. */
    postgresTemplate: string
    uploadsDir: string
  }
}

/** Migrates and seeds once per run; every test file then starts from a copy of that database. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'cpg-api-tests-'))
  const uploadsDir = path.join(workDir, 'uploads')
  project.provide('uploadsDir', uploadsDir)

  // The project's test.env reaches its test files, not this setup, which runs in the main process.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API tests')
    const template = templateDatabaseName(url)
    const admin = await openDatabase({ databaseUrl: adminUrl(url) })
    await admin.db.execute(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
    await admin.db.execute(`CREATE DATABASE "${template}"`)
    await admin.close()
    const handle = await openDatabase({ databaseUrl: withDatabaseName(url, template) })
    await migrateDatabase(handle)
    await seedDatabase(handle.db, {
      storage: new LocalUploadStorage(uploadsDir),
      tokenSecret: TEST_TOKEN_SECRET,
    })
    await handle.close()
    project.provide('postgresTemplate', template)
    project.provide('pgliteTemplate', '')
  } else {
    const handle = await openDatabase({ dataDir: undefined })
    await migrateDatabase(handle)
    await seedDatabase(handle.db, {
      storage: new LocalUploadStorage(uploadsDir),
      tokenSecret: TEST_TOKEN_SECRET,
    })
    const dump = await handle.pglite?.dumpDataDir('none')
    await handle.close()
    if (!dump) throw new Error('PGlite did not dump its data dir')
    const file = path.join(workDir, 'template.tar')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('pgliteTemplate', file)
    project.provide('postgresTemplate', '')
  }

  return async () => {
    await rm(workDir, { recursive: true, force: true })
  }
}
