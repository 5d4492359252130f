import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { validator } from 'hono/validator'
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_WRONG_FORMAT,
} from '../../domain/account-schemas.ts'
import { UPLOAD_TOO_COMPLEX, UPLOADS_BUSY } from '../../domain/upload-messages.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { acceptUpload } from '../uploads/accept-upload.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { loadAccount } from './account-json.ts'
import { PROFILE_PICTURE_UPLOAD, removeUnusedProfilePicture } from './profile-picture.ts'

const wrongFormat = { profile_picture: [PROFILE_PICTURE_WRONG_FORMAT] }
const tooLarge = { profile_picture: [PROFILE_PICTURE_TOO_LARGE] }
const refusals = {
  format: wrongFormat,
  size: tooLarge,
  heavy: { profile_picture: [UPLOAD_TOO_COMPLEX] },
  busy: { profile_picture: [UPLOADS_BUSY] },
}

const pictureForm = validator('form', (value, c) => {
  const file = value.profile_picture
  return file instanceof File ? { profile_picture: file } : fieldErrors(c, wrongFormat)
})

/** Shows `url` as the user's picture; the one it replaces is removed when no one else shows it. */
async function setPicture(
  db: Database,
  storage: UploadStorage,
  userId: number,
  url: string | null,
) {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ url: users.profilePictureUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    await tx
      .update(users)
      .set({ profilePictureUrl: url, updatedAt: new Date() })
      .where(eq(users.id, userId))
    return row?.url ?? null
  })
  if (previous !== url) await removeUnusedProfilePicture(db, storage, previous)
  return { data: await loadAccount(db, userId) }
}

export const profilePictureRoutes = new Hono<ServerEnv>()
  .put(
    '/accounts/profile_picture',
    requireUser,
    multipartLimit(PROFILE_PICTURE_MAX_BYTES, tooLarge),
    pictureForm,
    async (c) => {
      const file = c.req.valid('form').profile_picture
      const stored = await acceptUpload(c.var.storage, file, PROFILE_PICTURE_UPLOAD)
      if (!stored.ok) return fieldErrors(c, refusals[stored.reason])
      return c.json(await setPicture(c.var.db, c.var.storage, c.var.user.id, stored.url), 200)
    },
  )
  .delete('/accounts/profile_picture', requireUser, async (c) =>
    c.json(await setPicture(c.var.db, c.var.storage, c.var.user.id, null), 200),
  )
