import { QUOTE_ATTACHMENT_MAX_BYTES, QUOTE_MESSAGES } from '../../domain/quotes.ts'
import { UPLOAD_TOO_COMPLEX, UPLOADS_BUSY } from '../../domain/upload-messages.ts'
import type { QUOTE_ATTACHMENT_TYPES } from '../db/schema/index.ts'
import { FieldError } from '../http-errors.ts'
import { acceptUpload, type UploadRule } from '../uploads/accept-upload.ts'
import type { StoredExtension } from '../uploads/stored-file.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'

/**
 * Attachments: png, jpeg or pdf by content, with the illustrations' checks (docs/spec/workspace.md
 * §3 "as for illustrations"), kept in the private folder at the size they were sent (up to 4000 px a
 * side, enough to read a scanned price list).
 */
export const QUOTE_ATTACHMENT_UPLOAD: UploadRule = {
  folder: 'quote-attachments',
  kinds: ['jpeg', 'png', 'pdf'],
  maxBytes: QUOTE_ATTACHMENT_MAX_BYTES,
  maxSide: 4000,
  output: 'same',
  variants: false,
}

const REFUSALS = {
  format: QUOTE_MESSAGES.attachmentFormat,
  size: QUOTE_MESSAGES.attachmentTooLarge,
  heavy: UPLOAD_TOO_COMPLEX,
  busy: UPLOADS_BUSY,
}

/** The type an attachment is served with, by what was stored. */
export const ATTACHMENT_CONTENT_TYPES: Record<
  StoredExtension,
  (typeof QUOTE_ATTACHMENT_TYPES)[number]
> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
}

export type StoredAttachment = {
  storageKey: string
  name: string
  contentType: (typeof QUOTE_ATTACHMENT_TYPES)[number]
  size: number
}

const NAME_MAX = 120

/**
 * The name the file is offered under: the sender's base name without control or path characters,
 * with the extension of what was stored (a re-encoded image or a rewritten pdf).
 */
export function attachmentName(sent: string, extension: StoredExtension): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}"<>:|?*]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, NAME_MAX)
  return `${base || 'attachment'}.${extension}`
}

/** Stores each file in order; a 422 under `attachments` for the first one refused. */
export async function storeAttachments(
  storage: UploadStorage,
  files: readonly unknown[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = []
  for (const file of files) {
    const result =
      file instanceof File
        ? await acceptUpload(storage, file, QUOTE_ATTACHMENT_UPLOAD)
        : ({ ok: false, reason: 'format' } as const)
    if (!result.ok) throw new FieldError({ attachments: [REFUSALS[result.reason]] })
    stored.push({
      storageKey: result.url.replace(/^\/uploads\//, ''),
      name: attachmentName((file as File).name, result.extension),
      contentType: ATTACHMENT_CONTENT_TYPES[result.extension],
      size: result.size,
    })
  }
  return stored
}

/**
 * Content-Disposition of a download: a pdf always downloads (never rendered in the app's origin);
 * an image may show inline. The name travels ASCII-only and in full as RFC 5987 UTF-8.
 */
export function contentDisposition(name: string, contentType: string): string {
  const kind = contentType === 'application/pdf' ? 'attachment' : 'inline'
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
