import type { Readable } from 'node:stream'

/** A stored upload as it is served: streamed, with its length and type known beforehand. */
export type StoredUpload = { body: Readable; size: number; contentType: string }

/**
 * Where uploads live: the local folder DATA_DIR/uploads by default, S3-compatible object storage
 * when S3_* is set (docs/scaling.md). Keys are `<folder>/<name>` (uploadKey), served at
 * `/uploads/<key>`; a key's content never changes, because names are content hashes.
 */
export interface UploadStorage {
  /** Stores the bytes under the key, never visible half written. */
  write(key: string, bytes: Uint8Array): Promise<void>
  /** The stored upload, or null when there is none under the key. */
  read(key: string): Promise<StoredUpload | null>
  /** Removes the upload; removing a missing key is no error. */
  delete(key: string): Promise<void>
  /** Every stored key, for backups. */
  keys(): AsyncIterable<string>
}

/** One folder level and a file name of safe characters that does not start with a dot. */
const KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** The key, or null for anything that could escape its folder or name a hidden file. */
export function uploadKey(key: string): string | null {
  return KEY.test(key) && !key.includes('..') ? key : null
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

/** The content type an upload is served with, by its extension; null for any other file. */
export function uploadContentType(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? null
}
