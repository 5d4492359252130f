import { eq } from 'drizzle-orm'
import { PROFILE_PICTURE_MAX_BYTES } from '../../domain/account-schemas.ts'
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../domain/image-variants.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { UploadRule } from '../uploads/accept-upload.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'

export const AVATAR_SIZE = 400

/** Profile pictures: jpeg or png by content, kept as a jpeg of at most 400×400. */
export const PROFILE_PICTURE_UPLOAD: UploadRule = {
  folder: 'avatars',
  kinds: ['jpeg', 'png'],
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  maxSide: AVATAR_SIZE,
  output: 'jpeg',
  variants: true,
}

const UPLOADED_PICTURE = /^\/uploads\/(avatars\/[0-9a-f]{64}\.(?:jpg|png))$/

/**
 * Removes an uploaded profile picture that no account shows any more (removed, replaced, or its
 * account deleted), with its WebP variants: its URL then answers 404. Files are named by their
 * content, so two accounts may share one; it stays while another account shows it.
 */
export async function removeUnusedProfilePicture(
  db: Database,
  storage: UploadStorage,
  url: string | null,
): Promise<void> {
  const key = url ? UPLOADED_PICTURE.exec(url)?.[1] : undefined
  if (!url || !key) return
  const [shown] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profilePictureUrl, url))
    .limit(1)
  if (shown) return
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(url, width) ?? '')
  const keys = [key, ...variants.map((variant) => variant.replace(/^\/uploads\//, ''))]
  await Promise.all(keys.map((each) => storage.delete(each)))
}
