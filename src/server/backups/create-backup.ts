import { existsSync } from 'node:fs'
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config.ts'
import { openDatabase, pgliteDataDir } from '../db/client.ts'
import { readSecret, tokenSecretFile } from '../token-secret.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { BACKUP_FILES, type BackupManifest, writeManifest } from './backup-folder.ts'
import { copyUploads } from './copy-uploads.ts'
import { runPostgresTool } from './postgres-tools.ts'

/** What a backup reads and a restore writes: the configured database, data dir and uploads. */
export type BackupSubject = Pick<Config, 'dataDir' | 'databaseUrl' | 'tokenSecret'> & {
  storage: UploadStorage
}

/** PGlite's dump of its data dir. It serves one process: the app server must be stopped. */
async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const folder = pgliteDataDir(dataDir)
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${folder}`)
  }
  // PGlite keeps postmaster.pid while a process has the folder open, and removes it on close.
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new Error(
      `The embedded database in ${folder} is open: stop the app server first (PGlite serves one process at a time). If none runs, the last one crashed: start and stop it once.`,
    )
  }
  const database = await openDatabase({ dataDir })
  try {
    const dump = await database.pglite?.dumpDataDir('gzip')
    if (!dump) throw new Error('PGlite did not dump its data dir')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
  } finally {
    await database.close()
  }
}

/**
 * Backs up the database, the uploads and the data dir's token secret into a new folder, readable
 * by its owner only, to its last file: it holds every account's password digest.
 */
export async function createBackup(subject: BackupSubject, dir: string): Promise<BackupManifest> {
  if ((await readdir(dir).catch(() => [])).length > 0) {
    throw new Error(`${dir} is not empty: a backup goes into a new folder`)
  }
  await mkdir(dir, { recursive: true, mode: 0o700 })
  // mkdir's mode does not reach a folder that was already there (empty).
  await chmod(dir, 0o700)
  // The database first, then the uploads: uploads are never deleted, so every file the dumped
  // database names is still there when they are copied.
  if (subject.databaseUrl) {
    const file = path.join(dir, BACKUP_FILES.postgres)
    // Made owner-only before pg_dump writes into it: its own file would follow the umask (0644).
    await writeFile(file, '', { mode: 0o600, flag: 'wx' })
    await runPostgresTool('pg_dump', subject.databaseUrl, ['--format=custom', `--file=${file}`])
  } else {
    await dumpPglite(subject.dataDir, path.join(dir, BACKUP_FILES.pglite))
  }
  const uploads = await copyUploads(
    subject.storage,
    new LocalUploadStorage(path.join(dir, BACKUP_FILES.uploads)),
  )
  // The secret in use (none is kept in the data dir when TOKEN_SECRET is set): with it, sessions
  // and emailed links stay valid after a restore.
  const secret = readSecret(tokenSecretFile(subject.dataDir))
  const tokenSecret = secret === subject.tokenSecret
  if (tokenSecret) {
    await writeFile(path.join(dir, BACKUP_FILES.tokenSecret), subject.tokenSecret, { mode: 0o600 })
  }
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: subject.databaseUrl ? 'postgres' : 'pglite',
    uploads,
    tokenSecret,
  }
  await writeManifest(dir, manifest)
  await keepToOwner(dir)
  return manifest
}

/**
 * Every file 0600 and folder 0700, not only the folder: a copy made with `cp -a`, `tar` or
 * `rsync -a` keeps each file's own permissions.
 */
async function keepToOwner(dir: string) {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)
  }
}
