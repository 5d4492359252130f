import { ILLUSTRATION_MAX_BYTES, TACTIC_MESSAGES } from '../../domain/tactic-schemas.ts'
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
}

export type StoredIllustration = { url: string; kind: 'image' | 'pdf' }

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
    if (!result.ok) {
      const message =
        result.reason === 'size'
          ? TACTIC_MESSAGES.illustrationTooLarge
          : TACTIC_MESSAGES.illustrationFormat
      throw new FieldError({ [field]: [message] })
    }
    stored.push({ url: result.url, kind: result.kind })
  }
  return stored
}
