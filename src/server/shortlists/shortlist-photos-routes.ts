import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { validator } from 'hono/validator'
import {
  SHORTLIST_PHOTO_FIELD,
  SHORTLIST_PHOTO_MAX_BYTES,
  SHORTLIST_PHOTO_MESSAGES,
} from '../../domain/shortlist-photos.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import { pathItem, shortlistRight, shortlistUser } from './shortlist-access.ts'
import { photoFile, putPhoto, removePhoto } from './shortlist-photos.ts'
import { shortlistItemJson } from './shortlist-queries.ts'

const tooLarge = { [SHORTLIST_PHOTO_FIELD]: [SHORTLIST_PHOTO_MESSAGES.tooLarge] }

/**
 * The multipart body: one file in `photo`, judged by the handler once the item is known to be on
 * the list (a missing or second file answers 422 there).
 */
const photoForm = validator('form', (value) => ({ photo: value[SHORTLIST_PHOTO_FIELD] as unknown }))

const itemOfPath = (c: { req: { param(name: string): string } }) =>
  pathItem(c.req.param('kind'), c.req.param('itemId'))

/**
 * Booth photos on shortlist items (docs/spec/workspace.md §6; docs/api-shortlists.md "Photos"):
 * whoever may annotate a list's items (its owner, the colleagues it is shared with) puts, removes
 * and reads their photos; anyone else gets the list's 404, before any body is read. The photo's
 * bytes are served only here, never under /uploads.
 */
export const shortlistPhotoRoutes = new Hono<ServerEnv>()
  .put(
    '/shortlists/:id/items/:kind/:itemId/photo',
    requireUser,
    shortlistUser,
    multipartLimit(SHORTLIST_PHOTO_MAX_BYTES, tooLarge),
    shortlistRight('edit'),
    idempotent,
    photoForm,
    async (c) => {
      const { db, storage, user } = c.var
      const listId = c.var.shortlist.shortlist.id
      const sent = c.req.valid('form').photo
      const rowId = await putPhoto(db, storage, listId, user.id, itemOfPath(c), sent)
      return c.json({ item: await shortlistItemJson(db, rowId) })
    },
  )
  .delete(
    '/shortlists/:id/items/:kind/:itemId/photo',
    requireUser,
    shortlistUser,
    shortlistRight('edit'),
    idempotent,
    async (c) => {
      const { db, storage } = c.var
      const listId = c.var.shortlist.shortlist.id
      const { itemId, removed } = await removePhoto(db, storage, listId, itemOfPath(c))
      return c.json({ item: await shortlistItemJson(db, itemId), removed })
    },
  )
  .get(
    '/shortlists/:id/photos/:photoId',
    requireUser,
    shortlistUser,
    shortlistRight('edit'),
    async (c) => {
      const { db, storage } = c.var
      const listId = c.var.shortlist.shortlist.id
      const upload = await photoFile(db, storage, listId, c.req.param('photoId'))
      c.header('Content-Type', upload.contentType)
      c.header('Content-Length', String(upload.size))
      c.header('Content-Disposition', 'inline; filename="photo.jpg"')
      // Cache-Control is the session's no-store (session-middleware.ts): stricter than private.
      // The service worker keeps a copy per user for offline (src/sw.ts).
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      return c.body(Readable.toWeb(upload.body) as ReadableStream)
    },
  )
