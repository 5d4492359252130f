import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'

/**
 * A backup is a folder (docs/scaling.md, "Backups"): `backup.json`, the database (`database.tar.gz`,
 * PGlite's own dump of its data dir, or `database.dump`, pg_dump's custom format), every upload
 * under `uploads/<key>` and, for the embedded default, the token secret.
 */
export const BACKUP_FILES = {
  manifest: 'backup.json',
  pglite: 'database.tar.gz',
  postgres: 'database.dump',
  uploads: 'uploads',
  tokenSecret: 'secret',
} as const

const ManifestSchema = v.object({
  createdAt: v.string(),
  database: v.picklist(['pglite', 'postgres']),
  uploads: v.number(),
  /** Whether the folder holds the data dir's token secret (not when TOKEN_SECRET was set). */
  tokenSecret: v.boolean(),
})

export type BackupManifest = v.InferOutput<typeof ManifestSchema>

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(dir, BACKUP_FILES.manifest)
  await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`)
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, BACKUP_FILES.manifest)
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${dir} is not a backup: it has no ${BACKUP_FILES.manifest}`)
  })
  const parsed = v.safeParse(ManifestSchema, JSON.parse(text))
  if (!parsed.success) throw new Error(`${file} is not a backup manifest`)
  return parsed.output
}
