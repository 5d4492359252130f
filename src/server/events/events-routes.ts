import { Hono } from 'hono'
import {
  BUNDLE_PAGE_SIZE,
  type OfflineBundle,
  OfflineBundleQuerySchema,
} from '../../domain/event-offline-bundle.ts'
import {
  EVENT_PAGE_SIZE,
  type EventDetail,
  EventPageQuerySchema,
  EXHIBITOR_PAGE_SIZE,
  ExhibitorInputSchema,
  ExhibitorQuerySchema,
  utcDay,
} from '../../domain/events.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { boothWriter, eventOfPath } from './event-access.ts'
import { eventJson, eventPage, exhibitorPage, ownRequests } from './event-queries.ts'
import { entryJson, saveExhibitor } from './event-writes.ts'
import { bundledVendors, estimatedBundleBytes } from './offline-bundle.ts'

/**
 * Trade shows (docs/spec/workspace.md §6, §7; docs/api-events.md). Every signed-in role reads
 * them; a super_admin sets any vendor's booth, a vendor_admin asks for its own company's. The
 * server's UTC day decides which events are on, upcoming or past. Writes accept an Idempotency-Key.
 */
export const eventRoutes = new Hono<ServerEnv>()
  .get('/events', requireUser, queryParams(EventPageQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const paging = { page: query.page ?? 1, perPage: query.per_page ?? EVENT_PAGE_SIZE }
    return c.json(await eventPage(c.var.db, utcDay(new Date()), paging))
  })
  .get('/events/:id', requireUser, eventOfPath, queryParams(ExhibitorQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const { db, event, user } = c.var
    const page = query.page ?? 1
    const perPage = query.per_page ?? EXHIBITOR_PAGE_SIZE
    const [exhibitors, own] = await Promise.all([
      exhibitorPage(db, event.row.id, {
        q: query.q ?? '',
        sort: query.sort ?? 'booth',
        page,
        perPage,
      }),
      ownRequests(db, event.row.id, user),
    ])
    const detail: EventDetail = {
      event: eventJson(event, utcDay(new Date())),
      exhibitors: exhibitors.exhibitors,
      page,
      per_page: perPage,
      total: exhibitors.total,
      own_requests: own,
    }
    return c.json(detail)
  })
  .get(
    '/events/:id/offline_bundle',
    requireUser,
    eventOfPath,
    queryParams(OfflineBundleQuerySchema),
    async (c) => {
      const query = c.req.valid('query')
      const { db, event, storage, user } = c.var
      const page = query.page ?? 1
      const perPage = query.per_page ?? BUNDLE_PAGE_SIZE
      const [exhibitors, estimatedBytes] = await Promise.all([
        exhibitorPage(db, event.row.id, { q: '', sort: 'booth', page, perPage }),
        estimatedBundleBytes(db, storage, event.row.id),
      ])
      const bundle: OfflineBundle = {
        event: eventJson(event, utcDay(new Date())),
        page,
        per_page: perPage,
        total: exhibitors.total,
        estimated_bytes: estimatedBytes,
        vendors: query.estimate ? [] : await bundledVendors(db, user, exhibitors.exhibitors),
      }
      return c.json(bundle)
    },
  )
  .put(
    '/events/:id/exhibitors/:vendorId',
    requireUser,
    idempotent,
    eventOfPath,
    boothWriter,
    jsonBody(ExhibitorInputSchema),
    async (c) => {
      const { db, event, booth, user } = c.var
      const row = await saveExhibitor(db, {
        eventId: event.row.id,
        vendorId: booth.vendorId,
        booth: c.req.valid('json').booth,
        status: booth.status,
        userId: user.id,
        audited: booth.status === 'approved',
        today: utcDay(new Date()),
      })
      return c.json({ exhibitor: entryJson(row) })
    },
  )
