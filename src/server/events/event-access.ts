import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { boothStatusFor, type ExhibitorStatus } from '../../domain/events.ts'
import type { SessionUser } from '../auth/session-types.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { pathId, vendorAccess } from '../vendors/vendor-access.ts'
import { type CountedEvent, countedEvent } from './event-queries.ts'

export type EventEnv = ServerEnv & { Variables: { event: CountedEvent } }
type BoothEnv = EventEnv & { Variables: { booth: { vendorId: number; status: ExhibitorStatus } } }

/** The event of the path, found before its query or body is read: 404 for an unknown id. */
export const eventOfPath = createMiddleware<EventEnv>(async (c, next) => {
  c.set('event', await countedEvent(c.var.db, pathId(c.req.param('id'))))
  await next()
})

/**
 * Who may set the booth of the path's vendor, decided before the body is read: 404 for an unknown
 * vendor; a super_admin (approved at once) or the vendor's own admin (pending); 403 for anyone else.
 */
export const boothWriter = createMiddleware<BoothEnv>(async (c, next) => {
  const user = c.var.user as SessionUser
  const access = await vendorAccess(c.var.db, user, c.req.param('vendorId'))
  const status = boothStatusFor({ role: user.role, member: user.companyId === access.companyId })
  if (status === null) throw new HttpError(403, AUTH_MESSAGES.forbidden)
  c.set('booth', { vendorId: access.vendorId, status })
  await next()
})
