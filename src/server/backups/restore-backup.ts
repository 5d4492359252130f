import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase, pgliteDataDir } from '../db/client.ts'
import { tokenSecretFile } from '../token-secret.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import { BACKUP_FILES, type BackupManifest, readManifest } from './backup-folder.ts'
import { copyUploads } from './copy-uploads.ts'
import type { BackupSubject } from './create-backup.ts'
import { runPostgresTool } from './postgres-tools.ts'

async function restorePglite(dataDir: string, file: string): Promise<void> {
  const folder = pgliteDataDir(dataDir)
  await mkdir(dataDir, { recursive: true })
  if ((await readdir(folder).catch(() => [])).length > 0) {
    throw new Error(
      `${folder} already holds a database: restore into a fresh DATA_DIR (or move it aside)`,
    )
  }
  const database = await openDatabase({ dataDir, template: new Blob([await readFile(file)]) })
  await database.close()
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const [row] = await client<{ tables: number }[]>`
      SELECT count(*)::int AS tables FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`
    if (row && row.tables > 0) {
      throw new Error(
        `The database of DATABASE_URL is not empty: restore into a new one (createdb, then set DATABASE_URL to it)`,
      )
    }
  } finally {
    await client.end()
  }
  // One transaction: a failed restore leaves the database empty, ready for another attempt.
  await runPostgresTool('pg_restore', databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ])
}

/**
 * Restores a backup into the configured database, which must be new (an empty DATABASE_URL
 * database, or a DATA_DIR without one), then its token secret and uploads.
 */
export async function restoreBackup(subject: BackupSubject, dir: string): Promise<BackupManifest> {
  const manifest = await readManifest(dir)
  if (manifest.database === 'postgres' && !subject.databaseUrl) {
    throw new Error('This backup holds a PostgreSQL database: restore it with DATABASE_URL set')
  }
  if (manifest.database === 'pglite' && subject.databaseUrl) {
    throw new Error(
      'This backup holds the embedded database (PGlite): restore it without DATABASE_URL',
    )
  }
  if (subject.databaseUrl) {
    await restorePostgres(subject.databaseUrl, path.join(dir, BACKUP_FILES.postgres))
  } else {
    await restorePglite(subject.dataDir, path.join(dir, BACKUP_FILES.pglite))
  }
  if (manifest.tokenSecret) {
    const secret = await readFile(path.join(dir, BACKUP_FILES.tokenSecret), 'utf8')
    await mkdir(subject.dataDir, { recursive: true })
    await writeFile(tokenSecretFile(subject.dataDir), secret, { mode: 0o600 })
  }
  await copyUploads(new LocalUploadStorage(path.join(dir, BACKUP_FILES.uploads)), subject.storage)
  return manifest
}
