import { JPEG_START, PNG_START, startsWith } from '#domain/image-signature.ts'
import {
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENTS_MAX,
  QUOTE_MESSAGES,
  type QuoteAttachment,
} from '#domain/quotes.ts'

const PDF_START = [...'%PDF-'].map((ch) => ch.charCodeAt(0))

/** How many first bytes of a file the check reads (a PNG's signature is the longest). */
const SIGNATURE_LENGTH = PNG_START.length

/**
 * The attachment format a file's first bytes announce (§3: png, jpg, pdf, "the same safety checks"
 * as illustrations: by content, not by name), or null.
 */
export function attachmentTypeOf(head: Uint8Array): QuoteAttachment['content_type'] | null {
  if (startsWith(head, JPEG_START)) return 'image/jpeg'
  if (startsWith(head, PNG_START)) return 'image/png'
  if (startsWith(head, PDF_START)) return 'application/pdf'
  return null
}

/** A picked file with its first bytes read, as the checks see it. */
export type CheckedFile = { size: number; head: Uint8Array }

export async function checkedFile(file: Blob): Promise<CheckedFile> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer())
  return { size: file.size, head }
}

/**
 * What is wrong with a reply's attachments, in the server's own words, or null: more than 5, a file
 * that is no PNG, JPG or PDF by its content, or one over 5 MB. The server checks again, fully.
 */
export function attachmentProblem(files: CheckedFile[]): string | null {
  if (files.length > QUOTE_ATTACHMENTS_MAX) return QUOTE_MESSAGES.attachmentsMax
  for (const file of files) {
    if (!attachmentTypeOf(file.head)) return QUOTE_MESSAGES.attachmentFormat
    if (file.size > QUOTE_ATTACHMENT_MAX_BYTES) return QUOTE_MESSAGES.attachmentTooLarge
  }
  return null
}
