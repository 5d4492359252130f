import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { DigestSchema, InsightsDigestSchema } from '../../domain/account-schemas.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { loadAccount } from './account-json.ts'

/** Saves one email setting of the user and answers the account as it now reads. */
async function savedSetting(
  db: Database,
  userId: number,
  change: Pick<Partial<typeof users.$inferInsert>, 'digestNotification' | 'insightsDigest'>,
) {
  await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId))
  return { data: await loadAccount(db, userId) }
}

/**
 * The weekly digest opt-in (docs/spec/access-and-account.md §1) and a vendor member's opt-out of
 * the company's insights in it (docs/spec/workspace.md §5).
 */
export const digestNotificationRoutes = new Hono<ServerEnv>()
  .put('/digest_notifications', requireUser, jsonBody(DigestSchema), async (c) => {
    const { digest_notification } = c.req.valid('json')
    return c.json(
      await savedSetting(c.var.db, c.var.user.id, { digestNotification: digest_notification }),
      200,
    )
  })
  .put('/insights_digest', requireUser, jsonBody(InsightsDigestSchema), async (c) => {
    const { insights_digest } = c.req.valid('json')
    return c.json(
      await savedSetting(c.var.db, c.var.user.id, { insightsDigest: insights_digest }),
      200,
    )
  })
