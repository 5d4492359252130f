import { createHash } from 'node:crypto'
import type { UploadStorage } from './upload-storage.ts'

/** Folders served to anyone at /uploads: the public uploads and the seed's images (logos.ts). */
export const PUBLIC_UPLOAD_FOLDERS = ['avatars', 'logos', 'illustrations', 'seed'] as const

/**
 * Folders uploads are stored in: the public ones, and the private ones: quote-attachments, which
 * only the quote routes serve, to a thread's readers (src/server/quotes/quote-attachments.ts), and
 * shortlist-photos, which only the shortlist routes serve, to a list's readers
 * (src/server/shortlists/shortlist-photos.ts).
 */
export type UploadFolder =
  | Exclude<(typeof PUBLIC_UPLOAD_FOLDERS)[number], 'seed'>
  | 'quote-attachments'
  | 'shortlist-photos'

export type StoredExtension = 'jpg' | 'png' | 'pdf'

/**
 * Stores the bytes under their content hash and returns the URL they are served at. Equal files
 * share one name; a name never changes its content, so it can be cached for a year.
 */
export async function storeFile(
  storage: UploadStorage,
  folder: UploadFolder,
  bytes: Uint8Array,
  extension: StoredExtension,
): Promise<string> {
  const key = `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`
  await storage.write(key, bytes)
  return `/uploads/${key}`
}
