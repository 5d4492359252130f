import { and, count, eq, lte, sql } from 'drizzle-orm'
import type { AdminOutboxHeldBack } from '../../domain/admin-outbox.ts'
import { countEvent, type RateLimit } from '../auth/rate-limit.ts'
import type { Database } from '../db/client.ts'
import { outbox, rateLimits } from '../db/schema/index.ts'

/**
 * The outbox's global send rate: at most `perMinute` emails leave a minute, whoever caused them,
 * so no burst (a flood of sign-ups, a bug) gets the marketplace's sending address blocked. One
 * counter in the database serves every app server.
 */
const sendLimit = (perMinute: number): RateLimit => ({
  key: 'mail:outbox:sent',
  max: perMinute,
  windowMs: 60_000,
})

/** This minute's count, read only: whether the worker must leave due rows for the next minute. */
export async function sendRateReached(db: Database, perMinute: number): Promise<boolean> {
  const limit = sendLimit(perMinute)
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, limit.key), sql`${rateLimits.resetAt} > now()`))
  return (row?.count ?? 0) >= limit.max
}

/** Counts an email about to be sent. Two servers may overshoot by one email each, no more. */
export async function countSend(db: Database, perMinute: number): Promise<void> {
  await countEvent(db, sendLimit(perMinute), new Date())
}

/** Emails held back by the rate: due and waiting while this minute's sending is used up. */
export async function heldBack(
  db: Database,
  perMinute: number,
): Promise<AdminOutboxHeldBack | null> {
  if (!(await sendRateReached(db, perMinute))) return null
  const [due] = await db
    .select({ count: count() })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
  const waiting = due?.count ?? 0
  return waiting > 0 ? { waiting, per_minute: perMinute } : null
}
