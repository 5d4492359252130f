import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Database, type DatabaseHandle, openDatabase, pgliteDataDir } from '../db/client.ts'
import { tactics, users, vendors } from '../db/schema/index.ts'
import { createUser } from '../testing/factories.ts'
import { adminUrl, withDatabaseName } from '../testing/postgres-urls.ts'
import { type S3Server, startS3Server } from '../testing/s3-server.ts'
import { jpegBytes } from '../testing/upload-files.ts'
import { readOrCreateSecret, readSecret, tokenSecretFile } from '../token-secret.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import { S3UploadStorage } from '../uploads/s3-storage.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { BACKUP_FILES } from './backup-folder.ts'
import { copyUploads } from './copy-uploads.ts'
import { type BackupSubject, createBackup } from './create-backup.ts'
import { restoreBackup } from './restore-backup.ts'

/** What a restore must give back: every account, vendor, tactic and upload, byte for byte. */
async function contents(db: Database, storage: UploadStorage) {
  const uploads: Record<string, string> = {}
  for await (const key of storage.keys()) {
    const upload = await storage.read(key)
    const bytes = Buffer.concat((await upload?.body.toArray()) ?? [])
    uploads[key] = createHash('sha256').update(bytes).digest('hex')
  }
  return {
    accounts: await db
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .orderBy(users.id),
    vendors: await db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .orderBy(vendors.id),
    tactics: await db
      .select({ id: tactics.id, name: tactics.name })
      .from(tactics)
      .orderBy(tactics.id),
    uploads,
  }
}

/** The app's data in one place: a database, its uploads and its data dir. */
type Place = { subject: BackupSubject; open(): Promise<DatabaseHandle>; drop(): Promise<void> }

const postgres = process.env.TEST_DB === 'postgres'
const url = process.env.TEST_DATABASE_URL as string
const s3Servers: S3Server[] = []

/** PostgreSQL and a bucket, or the embedded database and the local folder, as configured. */
async function place(work: string, name: string, seeded: boolean): Promise<Place> {
  const dataDir = path.join(work, name)
  await mkdir(dataDir)
  const tokenSecret = readOrCreateSecret(dataDir)
  if (postgres) {
    const database = `backup_${name}_${randomBytes(4).toString('hex')}`
    const template = seeded ? `TEMPLATE "${inject('postgresTemplate')}"` : ''
    const admin = await openDatabase({ databaseUrl: adminUrl(url) })
    await admin.db.execute(`CREATE DATABASE "${database}" ${template}`)
    const s3 = await startS3Server()
    s3Servers.push(s3)
    const databaseUrl = withDatabaseName(url, database)
    return {
      subject: { dataDir, databaseUrl, tokenSecret, storage: new S3UploadStorage(s3.config) },
      open: () => openDatabase({ databaseUrl }),
      drop: async () => {
        await admin.db.execute(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
        await admin.close()
      },
    }
  }
  // The seeded template (a tar of PGlite's data dir) unpacked as PGlite would, in a tenth of the time.
  if (seeded) {
    await mkdir(pgliteDataDir(dataDir))
    execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', pgliteDataDir(dataDir)], {
      stdio: 'ignore',
    })
  }
  return {
    subject: {
      dataDir,
      databaseUrl: undefined,
      tokenSecret,
      storage: new LocalUploadStorage(path.join(dataDir, 'uploads')),
    },
    open: () => openDatabase({ dataDir }),
    drop: async () => {},
  }
}

describe(`npm run backup and npm run restore (${postgres ? 'PostgreSQL and S3' : 'PGlite and the local folder'})`, () => {
  let work: string
  let source: Place
  let fresh: Place

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'cpg-backup-'))
    source = await place(work, 'source', true)
    fresh = await place(work, 'fresh', false)
  })

  afterAll(async () => {
    await source?.drop()
    await fresh?.drop()
    await Promise.all(s3Servers.map((s3) => s3.close()))
    await rm(work, { recursive: true, force: true })
  })

  it('restores into a fresh database every account, vendor, tactic and upload', async () => {
    const db = await source.open()
    // The seeded catalogue's pictures, and an account with its own.
    await copyUploads(new LocalUploadStorage(inject('uploadsDir')), source.subject.storage)
    const picture = 'profile-pictures/backed-up.jpg'
    await source.subject.storage.write(picture, await jpegBytes(120, 80))
    const account = await createUser(db.db, { profilePictureUrl: `/uploads/${picture}` })
    const before = await contents(db.db, source.subject.storage)
    const backupDir = path.join(work, 'backup')
    // An empty folder made by someone else, readable by everyone: the backup closes it.
    await mkdir(backupDir)
    await chmod(backupDir, 0o755)
    if (!postgres) {
      await expect(createBackup(source.subject, backupDir)).rejects.toThrow(
        'is open: stop the app server first',
      )
    }
    await db.close()

    const manifest = await createBackup(source.subject, backupDir)
    expect(manifest).toMatchObject({
      database: postgres ? 'postgres' : 'pglite',
      uploads: Object.keys(before.uploads).length,
      tokenSecret: true,
    })
    const mode = async (name: string) => (await stat(path.join(backupDir, name))).mode & 0o777
    expect(await mode('.')).toBe(0o700)
    expect(await mode(postgres ? BACKUP_FILES.postgres : BACKUP_FILES.pglite)).toBe(0o600)
    expect(await mode(BACKUP_FILES.tokenSecret)).toBe(0o600)
    const entries = await readdir(backupDir, { recursive: true, withFileTypes: true })
    expect(entries.some((entry) => entry.name === BACKUP_FILES.manifest)).toBe(true)
    expect(entries.some((entry) => entry.parentPath.includes(BACKUP_FILES.uploads))).toBe(true)
    for (const entry of entries) {
      const at = path.relative(backupDir, path.join(entry.parentPath, entry.name))
      expect([at, await mode(at)]).toEqual([at, entry.isDirectory() ? 0o700 : 0o600])
    }
    await restoreBackup(fresh.subject, backupDir)

    const restored = await fresh.open()
    try {
      expect(await contents(restored.db, fresh.subject.storage)).toEqual(before)
      expect(before.accounts.length).toBeGreaterThan(4)
      expect(before.vendors.length).toBeGreaterThan(10)
      expect(before.tactics.length).toBeGreaterThan(10)
      expect(before.uploads[picture]).toBeDefined()
      const [row] = await restored.db.select().from(users).where(eq(users.id, account.id))
      expect(row?.profilePictureUrl).toBe(`/uploads/${picture}`)
    } finally {
      await restored.close()
    }
    expect(readSecret(tokenSecretFile(fresh.subject.dataDir))).toBe(source.subject.tokenSecret)
    await expect(restoreBackup(fresh.subject, backupDir)).rejects.toThrow(
      postgres ? 'is not empty: restore into a new one' : 'already holds a database',
    )
    // PGlite dumps and restores a data dir of about 60 MB.
  }, 180_000)
})
