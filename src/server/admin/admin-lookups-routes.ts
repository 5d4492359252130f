import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import {
  ADMIN_LOOKUP_MESSAGES,
  LookupCreateSchema,
  type LookupKind,
  LookupKindSchema,
  LookupMergeSchema,
  LookupMoveSchema,
  LookupRenameSchema,
} from '../../domain/admin-lookups.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import {
  createLookup,
  deleteLookup,
  listLookups,
  mergeLookup,
  moveLookup,
  renameLookup,
} from './admin-lookups.ts'

/** The kind the path names; 404 for one the admin site does not edit. */
function kindOfPath<E extends ServerEnv>(c: Context<E>): LookupKind {
  const parsed = v.safeParse(LookupKindSchema, c.req.param('kind'))
  if (!parsed.success) throw new HttpError(404, ADMIN_LOOKUP_MESSAGES.kindUnknown)
  return parsed.output
}

function idOfPath<E extends ServerEnv>(c: Context<E>): number {
  const id = pathId(c.req.param('id'))
  if (id === null) throw new HttpError(404, ADMIN_LOOKUP_MESSAGES.notFound)
  return id
}

function logChange<E extends ServerEnv>(
  c: Context<E>,
  action: string,
  kind: LookupKind,
  id: number,
) {
  c.var.logger.info('admin change', { action, kind, lookupId: id, by: c.var.user?.id })
}

/** The lookups of the filters and forms in the admin site (docs/api-admin.md, "Lookups"). */
export const adminLookupRoutes = new Hono<ServerEnv>()
  .get('/admin/lookups/:kind', requireUser, requireSuperAdmin, async (c) => {
    const kind = kindOfPath(c)
    return c.json({ kind, lookups: await listLookups(c.var.db, kind) }, 200)
  })
  .post(
    '/admin/lookups/:kind',
    requireUser,
    requireSuperAdmin,
    jsonBody(LookupCreateSchema),
    async (c) => {
      const kind = kindOfPath(c)
      const lookup = await createLookup(c.var.db, kind, c.req.valid('json'), c.var.user.id)
      logChange(c, 'create lookup', kind, lookup.id)
      return c.json({ lookup }, 201)
    },
  )
  .patch(
    '/admin/lookups/:kind/:id',
    requireUser,
    requireSuperAdmin,
    jsonBody(LookupRenameSchema),
    async (c) => {
      const kind = kindOfPath(c)
      const id = idOfPath(c)
      const lookup = await renameLookup(c.var.db, kind, id, c.req.valid('json').name, c.var.user.id)
      logChange(c, 'rename lookup', kind, id)
      return c.json({ lookup }, 200)
    },
  )
  .post(
    '/admin/lookups/:kind/:id/move',
    requireUser,
    requireSuperAdmin,
    jsonBody(LookupMoveSchema),
    async (c) => {
      const kind = kindOfPath(c)
      const id = idOfPath(c)
      const lookups = await moveLookup(
        c.var.db,
        kind,
        id,
        c.req.valid('json').direction,
        c.var.user.id,
      )
      logChange(c, 'move lookup', kind, id)
      return c.json({ kind, lookups }, 200)
    },
  )
  .post(
    '/admin/lookups/:kind/:id/merge',
    requireUser,
    requireSuperAdmin,
    jsonBody(LookupMergeSchema),
    async (c) => {
      const kind = kindOfPath(c)
      const id = idOfPath(c)
      const { target } = await mergeLookup(
        c.var.db,
        kind,
        id,
        c.req.valid('json').into_id,
        c.var.user.id,
      )
      logChange(c, 'merge lookup', kind, id)
      return c.json({ lookup: target }, 200)
    },
  )
  .delete('/admin/lookups/:kind/:id', requireUser, requireSuperAdmin, async (c) => {
    const kind = kindOfPath(c)
    const id = idOfPath(c)
    await deleteLookup(c.var.db, kind, id, c.var.user.id)
    logChange(c, 'delete lookup', kind, id)
    return c.body(null, 204)
  })
