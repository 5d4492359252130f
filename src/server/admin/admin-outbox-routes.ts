import { Hono } from 'hono'
import { ADMIN_OUTBOX_MESSAGES, OutboxListQuerySchema } from '../../domain/admin-outbox.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { adminOutboxEmail, listOutbox, retryOutboxEmail } from './admin-outbox.ts'

/** The mail outbox in the admin site (docs/api-admin.md, "Mail"). */
export const adminOutboxRoutes = new Hono<ServerEnv>()
  .get(
    '/admin/outbox',
    requireUser,
    requireSuperAdmin,
    queryParams(OutboxListQuerySchema),
    async (c) =>
      c.json(await listOutbox(c.var.db, c.req.valid('query'), c.var.config.mailPerMinute), 200),
  )
  .post('/admin/outbox/:id/retry', requireUser, requireSuperAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const email = id === null ? undefined : await adminOutboxEmail(c.var.db, id)
    if (!email) throw new HttpError(404, ADMIN_OUTBOX_MESSAGES.notFound)
    if (email.state === 'sent') throw new HttpError(409, ADMIN_OUTBOX_MESSAGES.alreadySent)
    if (!(await retryOutboxEmail(c.var.db, email, c.var.user.id))) {
      throw new HttpError(409, ADMIN_OUTBOX_MESSAGES.beingSent)
    }
    c.var.logger.info('admin change', {
      action: 'retry email',
      outboxId: email.id,
      by: c.var.user.id,
    })
    return c.json({ email: await adminOutboxEmail(c.var.db, email.id) }, 200)
  })
