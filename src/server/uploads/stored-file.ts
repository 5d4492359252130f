import { createHash } from 'node:crypto'
import type { UploadStorage } from './upload-storage.ts'

/** Folders of the upload storage, one per kind of upload. */
export type UploadFolder = 'avatars' | 'logos' | 'illustrations'

/**
 * Stores the bytes under their content hash and returns the URL they are served at. Equal files
 * share one name; a name never changes its content, so it can be cached for a year.
 */
export async function storeFile(
  storage: UploadStorage,
  folder: UploadFolder,
  bytes: Uint8Array,
  extension: 'jpg' | 'png' | 'pdf',
): Promise<string> {
  const key = `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`
  await storage.write(key, bytes)
  return `/uploads/${key}`
}
