import { Hono } from 'hono'
import {
  ShortlistCreateSchema,
  type ShortlistDetail,
  ShortlistItemSchema,
  ShortlistMembersSchema,
  ShortlistPageQuerySchema,
  ShortlistRenameSchema,
} from '../../domain/shortlists.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathItem, shortlistRight, shortlistUser } from './shortlist-access.ts'
import {
  colleaguePage,
  paging,
  savedItems,
  shortlistItemJson,
  shortlistItemPage,
  shortlistMemberList,
  shortlistPage,
  shortlistSummary,
} from './shortlist-queries.ts'
import {
  createShortlist,
  deleteShortlist,
  leaveShortlist,
  removeItem,
  renameShortlist,
  saveItem,
  setMembers,
} from './shortlist-writes.ts'

/**
 * Shortlists (docs/spec/workspace.md §1, §7; docs/api-shortlists.md). Every call needs a
 * session and the cpg_user or super_admin role; a list is seen only by its owner and the
 * colleagues it is shared with (404 for anyone else), and only its owner renames, deletes and
 * shares it (403 for a colleague). Every write accepts an Idempotency-Key.
 */
export const shortlistRoutes = new Hono<ServerEnv>()
  .get(
    '/shortlists',
    requireUser,
    shortlistUser,
    queryParams(ShortlistPageQuerySchema),
    async (c) => c.json(await shortlistPage(c.var.db, c.var.user.id, paging(c.req.valid('query')))),
  )
  .post(
    '/shortlists',
    requireUser,
    shortlistUser,
    idempotent,
    jsonBody(ShortlistCreateSchema),
    async (c) => {
      const id = await createShortlist(c.var.db, c.var.user, c.req.valid('json'))
      return c.json({ shortlist: await shortlistSummary(c.var.db, c.var.user.id, id) }, 201)
    },
  )
  // Before /shortlists/:id, which would take saved_items for an id.
  .get('/shortlists/saved_items', requireUser, shortlistUser, async (c) =>
    c.json({ saved_items: await savedItems(c.var.db, c.var.user.id) }),
  )
  .get(
    '/shortlists/:id',
    requireUser,
    shortlistUser,
    shortlistRight('edit'),
    queryParams(ShortlistPageQuerySchema),
    async (c) => {
      const { db, user, shortlist: access } = c.var
      const pages = paging(c.req.valid('query'))
      const id = access.shortlist.id
      const [summary, members, items] = await Promise.all([
        shortlistSummary(db, user.id, id),
        shortlistMemberList(db, id),
        shortlistItemPage(db, id, pages),
      ])
      const detail: ShortlistDetail = {
        ...summary,
        members,
        items,
        page: pages.page,
        per_page: pages.perPage,
      }
      return c.json(detail)
    },
  )
  .patch(
    '/shortlists/:id',
    requireUser,
    shortlistUser,
    idempotent,
    shortlistRight('manage'),
    jsonBody(ShortlistRenameSchema),
    async (c) => {
      const id = c.var.shortlist.shortlist.id
      await renameShortlist(c.var.db, c.var.user, id, c.req.valid('json').name)
      return c.json({ shortlist: await shortlistSummary(c.var.db, c.var.user.id, id) })
    },
  )
  .delete(
    '/shortlists/:id',
    requireUser,
    shortlistUser,
    idempotent,
    shortlistRight('manage'),
    async (c) => {
      const id = c.var.shortlist.shortlist.id
      await deleteShortlist(c.var.db, c.var.storage, id)
      return c.json({ deleted: true, id })
    },
  )
  .put(
    '/shortlists/:id/items',
    requireUser,
    shortlistUser,
    idempotent,
    shortlistRight('edit'),
    jsonBody(ShortlistItemSchema),
    async (c) => {
      const id = c.var.shortlist.shortlist.id
      const rowId = await saveItem(c.var.db, id, c.var.user.id, c.req.valid('json'))
      return c.json({ item: await shortlistItemJson(c.var.db, rowId) })
    },
  )
  .delete(
    '/shortlists/:id/items/:kind/:itemId',
    requireUser,
    shortlistUser,
    idempotent,
    shortlistRight('edit'),
    async (c) => {
      const item = pathItem(c.req.param('kind'), c.req.param('itemId'))
      const { db, storage, shortlist } = c.var
      const removed = await removeItem(db, storage, shortlist.shortlist.id, item.kind, item.id)
      return c.json({ ...item, removed })
    },
  )
  .get(
    '/shortlists/:id/colleagues',
    requireUser,
    shortlistUser,
    shortlistRight('manage'),
    queryParams(ShortlistPageQuerySchema),
    async (c) => {
      const id = c.var.shortlist.shortlist.id
      return c.json(await colleaguePage(c.var.db, c.var.user, id, paging(c.req.valid('query'))))
    },
  )
  .put(
    '/shortlists/:id/members',
    requireUser,
    shortlistUser,
    idempotent,
    shortlistRight('manage'),
    jsonBody(ShortlistMembersSchema),
    async (c) => {
      const id = c.var.shortlist.shortlist.id
      await setMembers(c.var.db, c.var.user, id, c.req.valid('json').user_ids)
      return c.json({ members: await shortlistMemberList(c.var.db, id) })
    },
  )
  .delete(
    '/shortlists/:id/members/me',
    requireUser,
    shortlistUser,
    idempotent,
    shortlistRight('leave'),
    async (c) => {
      const id = c.var.shortlist.shortlist.id
      await leaveShortlist(c.var.db, id, c.var.user.id)
      return c.json({ left: true, id })
    },
  )
