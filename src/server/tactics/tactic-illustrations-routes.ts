import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  ILLUSTRATION_MAX_BYTES,
  ILLUSTRATIONS_MAX,
  TACTIC_MESSAGES,
} from '../../domain/tactic-schemas.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { exactlyOne } from '../db/exactly-one.ts'
import { tacticIllustrations } from '../db/schema/index.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import { multipartBody } from '../validation.ts'
import { pathId, vendorRight } from '../vendors/vendor-access.ts'
import { storeIllustrations } from './illustration-upload.ts'
import { loadTacticRow } from './tactic-json.ts'
import { appendIllustrations, illustrationCount } from './tactic-writes.ts'

const tooLarge = { image: [TACTIC_MESSAGES.illustrationTooLarge] }

/** Illustrations added and removed one at a time from the tactic edit form (docs/spec/marketplace.md §4). */
export const tacticIllustrationRoutes = new Hono<ServerEnv>()
  .post(
    '/vendors/:id/tactics/:tacticId/illustrations',
    requireUser,
    vendorRight('manage'),
    multipartLimit(ILLUSTRATION_MAX_BYTES, tooLarge),
    multipartBody(v.object({}), (name) => name === 'image'),
    async (c) => {
      const { access } = c.var
      const tactic = await loadTacticRow(c.var.db, access.vendorId, pathId(c.req.param('tacticId')))
      // Checked before storing the file too, to spare the work when the tactic is full.
      if ((await illustrationCount(c.var.db, tactic.id)) >= ILLUSTRATIONS_MAX) {
        throw new FieldError({ image: [TACTIC_MESSAGES.illustrationsMax] })
      }
      const part = c.req.valid('form').files.image
      const stored = await storeIllustrations(c.var.storage, [{ field: 'image', part }])
      const added = await appendIllustrations(c.var.db, tactic.id, stored, 'image')
      const image = exactlyOne(added, 'added illustration')
      return c.json({ id: image.id, image: image.url, kind: image.kind }, 201)
    },
  )
  .delete(
    '/vendors/:id/tactics/:tacticId/illustrations/:imageId',
    requireUser,
    vendorRight('manage'),
    async (c) => {
      const { access } = c.var
      const tactic = await loadTacticRow(c.var.db, access.vendorId, pathId(c.req.param('tacticId')))
      const imageId = pathId(c.req.param('imageId'))
      const deleted =
        imageId === null
          ? []
          : await c.var.db
              .delete(tacticIllustrations)
              .where(
                and(
                  eq(tacticIllustrations.id, imageId),
                  eq(tacticIllustrations.tacticId, tactic.id),
                ),
              )
              .returning({ id: tacticIllustrations.id })
      if (deleted.length === 0) throw new HttpError(404, TACTIC_MESSAGES.illustrationNotFound)
      return c.json({ success: true as const, id: imageId as number }, 200)
    },
  )
