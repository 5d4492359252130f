import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Folders under DATA_DIR/uploads, one per kind of upload. */
export type UploadFolder = 'avatars' | 'logos' | 'illustrations'

/**
 * Stores the bytes under their content hash and returns the URL they are served at. Equal files
 * share one name; a name never changes its content, so it can be cached for a year.
 */
export async function storeFile(
  uploadsDir: string,
  folder: UploadFolder,
  bytes: Uint8Array,
  extension: 'jpg' | 'png' | 'pdf',
): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`
  const dir = path.join(uploadsDir, folder)
  await mkdir(dir, { recursive: true })
  // Written aside and renamed, so the file is never served half written.
  const partial = path.join(dir, `.${randomBytes(8).toString('hex')}.part`)
  await writeFile(partial, bytes)
  await rename(partial, path.join(dir, name))
  return `/uploads/${folder}/${name}`
}
