import { PROFILE_PICTURE_MAX_BYTES } from '../../domain/account-schemas.ts'
import type { UploadRule } from '../uploads/accept-upload.ts'

export const AVATAR_SIZE = 400

/** Profile pictures: jpeg or png by content, kept as a jpeg of at most 400×400. */
export const PROFILE_PICTURE_UPLOAD: UploadRule = {
  folder: 'avatars',
  kinds: ['jpeg', 'png'],
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  maxSide: AVATAR_SIZE,
  output: 'jpeg',
}
