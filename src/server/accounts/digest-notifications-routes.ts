import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { DigestSchema } from '../../domain/account-schemas.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { users } from '../db/schema/index.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { loadAccount } from './account-json.ts'

/** The weekly digest opt-in (docs/spec/access-and-account.md §1). */
export const digestNotificationRoutes = new Hono<ServerEnv>().put(
  '/digest_notifications',
  requireUser,
  jsonBody(DigestSchema),
  async (c) => {
    await c.var.db
      .update(users)
      .set({ digestNotification: c.req.valid('json').digest_notification, updatedAt: new Date() })
      .where(eq(users.id, c.var.user.id))
    return c.json({ data: await loadAccount(c.var.db, c.var.user.id) }, 200)
  },
)
