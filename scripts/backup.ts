/**
 * Backs up the configured database (PGlite's dump of its data dir, or pg_dump for DATABASE_URL),
 * every upload (the local folder or the S3 bucket) and the data dir's token secret into a new
 * folder: docs/scaling.md, "Backups". Run it with the app servers' environment; stop the app
 * server first on the embedded database.
 * Usage: npm run backup [-- --out DIR]   (default backups/backup-<time>)
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createBackup } from '../src/server/backups/create-backup.ts'
import { loadConfig } from '../src/server/config.ts'
import { openUploadStorage } from '../src/server/uploads/open-upload-storage.ts'

const { values: args } = parseArgs({ options: { out: { type: 'string' } } })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const dir = path.resolve(args.out ?? path.join('backups', `backup-${stamp}`))
try {
  const config = loadConfig()
  const manifest = await createBackup({ ...config, storage: openUploadStorage(config) }, dir)
  process.stdout.write(
    `Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${manifest.uploads} upload(s) to ${dir}\n`,
  )
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`)
  process.exitCode = 1
}
