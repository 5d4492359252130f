import { type Context, Hono } from 'hono'
import {
  AdminExhibitorInputSchema,
  EVENT_MESSAGES,
  EVENT_PAGE_SIZE,
  EventInputSchema,
  EventPageQuerySchema,
  EXHIBITOR_PAGE_SIZE,
  utcDay,
} from '../../domain/events.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { eventOfPath } from '../events/event-access.ts'
import { countedEvent } from '../events/event-queries.ts'
import { saveExhibitor } from '../events/event-writes.ts'
import { HttpError } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import {
  adminEventJson,
  adminEventPage,
  adminExhibitor,
  adminExhibitorPage,
  approveExhibitor,
  createEvent,
  deleteEvent,
  removeExhibitor,
  updateEvent,
} from './admin-events.ts'

function logChange<E extends ServerEnv>(
  c: Context<E>,
  action: string,
  ids: { eventId: number; vendorId?: number },
) {
  c.var.logger.info('admin change', { action, ...ids, by: c.var.user?.id })
}

/** The vendor of the path; 404 for an id that can name no entry. */
function vendorOfPath<E extends ServerEnv>(c: Context<E>): number {
  const id = pathId(c.req.param('vendorId'))
  if (id === null) throw new HttpError(404, EVENT_MESSAGES.exhibitorNotFound)
  return id
}

const paging = (query: { page?: number; per_page?: number }, size: number) => ({
  page: query.page ?? 1,
  perPage: query.per_page ?? size,
})

/**
 * Trade shows in the admin site (docs/api-admin.md, "Events"; docs/api-events.md): the events,
 * their exhibitors and the vendors' requests for a booth. Every write is kept in the audit log
 * and accepts an Idempotency-Key.
 */
export const adminEventRoutes = new Hono<ServerEnv>()
  .get(
    '/admin/events',
    requireUser,
    requireSuperAdmin,
    queryParams(EventPageQuerySchema),
    async (c) => {
      const pages = paging(c.req.valid('query'), EVENT_PAGE_SIZE)
      return c.json(await adminEventPage(c.var.db, utcDay(new Date()), pages), 200)
    },
  )
  .post(
    '/admin/events',
    requireUser,
    requireSuperAdmin,
    idempotent,
    jsonBody(EventInputSchema),
    async (c) => {
      const id = await createEvent(c.var.db, c.req.valid('json'), c.var.user.id)
      logChange(c, 'create event', { eventId: id })
      const event = await countedEvent(c.var.db, id)
      return c.json({ event: adminEventJson(event, utcDay(new Date())) }, 201)
    },
  )
  .patch(
    '/admin/events/:id',
    requireUser,
    requireSuperAdmin,
    idempotent,
    eventOfPath,
    jsonBody(EventInputSchema),
    async (c) => {
      const id = c.var.event.row.id
      await updateEvent(c.var.db, id, c.req.valid('json'), c.var.user.id)
      logChange(c, 'change event', { eventId: id })
      const event = await countedEvent(c.var.db, id)
      return c.json({ event: adminEventJson(event, utcDay(new Date())) }, 200)
    },
  )
  .delete(
    '/admin/events/:id',
    requireUser,
    requireSuperAdmin,
    idempotent,
    eventOfPath,
    async (c) => {
      const id = c.var.event.row.id
      await deleteEvent(c.var.db, id, c.var.user.id)
      logChange(c, 'delete event', { eventId: id })
      return c.json({ deleted: true as const, id }, 200)
    },
  )
  .get(
    '/admin/events/:id/exhibitors',
    requireUser,
    requireSuperAdmin,
    eventOfPath,
    queryParams(EventPageQuerySchema),
    async (c) => {
      const pages = paging(c.req.valid('query'), EXHIBITOR_PAGE_SIZE)
      const { event } = c.var
      const { exhibitors, total } = await adminExhibitorPage(c.var.db, event.row.id, pages)
      return c.json(
        {
          event: adminEventJson(event, utcDay(new Date())),
          exhibitors,
          page: pages.page,
          per_page: pages.perPage,
          total,
        },
        200,
      )
    },
  )
  .put(
    '/admin/events/:id/exhibitors',
    requireUser,
    requireSuperAdmin,
    idempotent,
    eventOfPath,
    jsonBody(AdminExhibitorInputSchema),
    async (c) => {
      const eventId = c.var.event.row.id
      const input = c.req.valid('json')
      await saveExhibitor(c.var.db, {
        eventId,
        vendorId: input.vendor_id,
        booth: input.booth,
        status: 'approved',
        userId: c.var.user.id,
        audited: true,
      })
      logChange(c, 'save exhibitor', { eventId, vendorId: input.vendor_id })
      return c.json({ exhibitor: await adminExhibitor(c.var.db, eventId, input.vendor_id) }, 200)
    },
  )
  .put(
    '/admin/events/:id/exhibitors/:vendorId/approval',
    requireUser,
    requireSuperAdmin,
    idempotent,
    eventOfPath,
    async (c) => {
      const eventId = c.var.event.row.id
      const vendorId = vendorOfPath(c)
      await approveExhibitor(c.var.db, eventId, vendorId, c.var.user.id)
      logChange(c, 'approve exhibitor', { eventId, vendorId })
      return c.json({ exhibitor: await adminExhibitor(c.var.db, eventId, vendorId) }, 200)
    },
  )
  .delete(
    '/admin/events/:id/exhibitors/:vendorId',
    requireUser,
    requireSuperAdmin,
    idempotent,
    eventOfPath,
    async (c) => {
      const eventId = c.var.event.row.id
      const vendorId = vendorOfPath(c)
      await removeExhibitor(c.var.db, eventId, vendorId, c.var.user.id)
      logChange(c, 'remove exhibitor', { eventId, vendorId })
      return c.json({ deleted: true as const, event_id: eventId, vendor_id: vendorId }, 200)
    },
  )
