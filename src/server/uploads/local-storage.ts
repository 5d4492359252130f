import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  type StoredUpload,
  type UploadStorage,
  uploadContentType,
  uploadKey,
} from './upload-storage.ts'

/** Uploads as files under one folder (DATA_DIR/uploads): the default for a single app server. */
export class LocalUploadStorage implements UploadStorage {
  readonly dir: string

  constructor(dir: string) {
    this.dir = dir
  }

  private file(key: string): string {
    const checked = uploadKey(key)
    if (!checked) throw new Error(`Not an upload key: ${JSON.stringify(key)}`)
    return path.join(this.dir, checked)
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Written aside and renamed, so the file is never served half written.
    const partial = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.part`)
    await writeFile(partial, bytes)
    await rename(partial, file)
  }

  async read(key: string): Promise<StoredUpload | null> {
    const contentType = uploadContentType(key)
    if (!uploadKey(key) || !contentType) return null
    const file = this.file(key)
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return null
    return { body: createReadStream(file), size: stats.size, contentType }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true })
  }

  async *keys(): AsyncIterable<string> {
    const folders = await readdir(this.dir, { withFileTypes: true }).catch(() => [])
    for (const folder of folders) {
      if (!folder.isDirectory()) continue
      for (const name of await readdir(path.join(this.dir, folder.name))) {
        const key = uploadKey(`${folder.name}/${name}`)
        if (key) yield key
      }
    }
  }
}
