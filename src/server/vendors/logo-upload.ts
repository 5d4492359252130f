import { UPLOAD_TOO_COMPLEX, UPLOADS_BUSY } from '../../domain/upload-messages.ts'
import { LOGO_MAX_BYTES, VENDOR_MESSAGES } from '../../domain/vendor-schemas.ts'
import { FieldError } from '../http-errors.ts'
import { acceptUpload, type UploadRule } from '../uploads/accept-upload.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'

/** Logos: jpeg or png by content, kept as a white-backed jpeg of at most 800×800. */
export const LOGO_UPLOAD: UploadRule = {
  folder: 'logos',
  kinds: ['jpeg', 'png'],
  maxBytes: LOGO_MAX_BYTES,
  maxSide: 800,
  output: 'jpeg',
  variants: true,
}

export const LOGO_TOO_LARGE = { logo: [VENDOR_MESSAGES.logoTooLarge] }

/** The stored logo's URL; a 422 under `logo` for anything but one jpeg or png file. */
export async function storeLogo(storage: UploadStorage, part: unknown): Promise<string> {
  if (!(part instanceof File)) throw new FieldError({ logo: [VENDOR_MESSAGES.logoWrongFormat] })
  const stored = await acceptUpload(storage, part, LOGO_UPLOAD)
  if (stored.ok) return stored.url
  const refusals = {
    format: { logo: [VENDOR_MESSAGES.logoWrongFormat] },
    size: LOGO_TOO_LARGE,
    heavy: { logo: [UPLOAD_TOO_COMPLEX] },
    busy: { logo: [UPLOADS_BUSY] },
  }
  throw new FieldError(refusals[stored.reason])
}
