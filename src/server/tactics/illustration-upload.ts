import { ILLUSTRATION_MAX_BYTES, TACTIC_MESSAGES } from '../../domain/tactic-schemas.ts'
import { UPLOAD_TOO_COMPLEX, UPLOADS_BUSY } from '../../domain/upload-messages.ts'
import { FieldError } from '../http-errors.ts'
import { acceptUpload, type UploadRule } from '../uploads/accept-upload.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'

/** Illustrations: png, jpeg or pdf by content; images kept at most 2000 px a side. */
export const ILLUSTRATION_UPLOAD: UploadRule = {
  folder: 'illustrations',
  kinds: ['jpeg', 'png', 'pdf'],
  maxBytes: ILLUSTRATION_MAX_BYTES,
  maxSide: 2000,
  output: 'same',
  variants: true,
}

export type StoredIllustration = { url: string; kind: 'image' | 'pdf' }

const REFUSALS = {
  format: TACTIC_MESSAGES.illustrationFormat,
  size: TACTIC_MESSAGES.illustrationTooLarge,
  heavy: UPLOAD_TOO_COMPLEX,
  busy: UPLOADS_BUSY,
}

/** Stores each part in order; a 422 under the part's own field for the first one refused. */
export async function storeIllustrations(
  storage: UploadStorage,
  parts: readonly { field: string; part: unknown }[],
): Promise<StoredIllustration[]> {
  const stored: StoredIllustration[] = []
  for (const { field, part } of parts) {
    const result =
      part instanceof File
        ? await acceptUpload(storage, part, ILLUSTRATION_UPLOAD)
        : ({ ok: false, reason: 'format' } as const)
    if (!result.ok) throw new FieldError({ [field]: [REFUSALS[result.reason]] })
    stored.push({ url: result.url, kind: result.kind })
  }
  return stored
}
