import { type FileKind, fileKind } from './file-kind.ts'
import { reencodeImage } from './image-encoding.ts'
import { writeImageVariants } from './image-variants.ts'
import { safePdf } from './pdf-safety.ts'
import { type StoredExtension, storeFile, type UploadFolder } from './stored-file.ts'
import type { UploadStorage } from './upload-storage.ts'

/** What one kind of upload accepts and how it is kept. */
export type UploadRule = {
  folder: UploadFolder
  kinds: readonly FileKind[]
  maxBytes: number
  /** Images are re-encoded to at most this many pixels a side. */
  maxSide: number
  /** jpeg: every image becomes a white-backed jpeg; same: a png stays a png. */
  output: 'jpeg' | 'same'
  /** Kept without WebP variants: a private folder's files are never shown in a page's srcset. */
  variants: boolean
}

export type UploadResult =
  | {
      ok: true
      url: string
      kind: 'image' | 'pdf'
      extension: StoredExtension
      size: number
      /** An image's size in pixels as stored; null for a pdf. */
      pixels: { width: number; height: number } | null
    }
  /**
   * heavy: it unpacks to more than its limits of memory or time (pdf-check.ts, image-encoding.ts);
   * busy: too many files wait to be checked, so it was not (pdf-safety.ts).
   */
  | { ok: false; reason: 'format' | 'size' | 'heavy' | 'busy' }

/**
 * Checks an uploaded file by size and content, re-encodes an image so that only its pixels
 * survive, and stores it under its content hash with its resized WebP variants. A pdf is parsed
 * off the event loop, refused if it holds active content, and kept as rewritten by the parser
 * (pdf-safety.ts); every upload is served sandboxed.
 */
export async function acceptUpload(
  storage: UploadStorage,
  file: File,
  rule: UploadRule,
): Promise<UploadResult> {
  if (file.size > rule.maxBytes) return { ok: false, reason: 'size' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = fileKind(bytes)
  if (!kind || !rule.kinds.includes(kind)) return { ok: false, reason: 'format' }
  if (kind === 'pdf') {
    const verdict = await safePdf(bytes)
    if (!verdict.ok) return verdict
    const url = await storeFile(storage, rule.folder, verdict.pdf, 'pdf')
    const size = verdict.pdf.byteLength
    return { ok: true, url, kind: 'pdf', extension: 'pdf', size, pixels: null }
  }
  const image = await reencodeImage(bytes, rule)
  if (!('bytes' in image)) return { ok: false, reason: image.refused }
  const url = await storeFile(storage, rule.folder, image.bytes, image.extension)
  if (rule.variants) await writeImageVariants(storage, url, image.bytes)
  return {
    ok: true,
    url,
    kind: 'image',
    extension: image.extension,
    size: image.bytes.byteLength,
    pixels: { width: image.width, height: image.height },
  }
}
