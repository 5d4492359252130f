/**
 * Restores a folder written by `npm run backup` into the configured database, which must be new
 * (a DATA_DIR without a database, or an empty DATABASE_URL database), and the configured uploads
 * storage: docs/scaling.md, "Backups". Start the app servers once it is done.
 * Usage: npm run restore -- DIR
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { restoreBackup } from '../src/server/backups/restore-backup.ts'
import { loadConfig } from '../src/server/config.ts'
import { openUploadStorage } from '../src/server/uploads/open-upload-storage.ts'

const { positionals } = parseArgs({ allowPositionals: true })
const [from] = positionals
if (!from) {
  process.stderr.write('Usage: npm run restore -- <backup folder>\n')
  process.exit(1)
}
const dir = path.resolve(from)
try {
  const config = loadConfig()
  const manifest = await restoreBackup({ ...config, storage: openUploadStorage(config) }, dir)
  process.stdout.write(
    `Restored the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database of ${manifest.createdAt} and ${manifest.uploads} upload(s) from ${dir}\n`,
  )
} catch (error) {
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`)
  process.exitCode = 1
}
