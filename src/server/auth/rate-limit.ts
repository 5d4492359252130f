import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'

/** At most `max` events per key in a fixed window of `windowMs`. */
export type RateLimit = { key: string; max: number; windowMs: number }

/** A key's count in its current window, this event included, and when that window ends. */
export type CountedEvent = { count: number; resetAt: Date }

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * Counts one event (or `amount`, an email to that many recipients) and returns the key's count, in
 * one statement: parallel requests each see a different count, so a burst of N is judged as N
 * events (docs/security.md, throttles).
 */
export async function countEvent(
  db: Database,
  limit: RateLimit,
  now: Date,
  amount = 1,
): Promise<CountedEvent> {
  const windowEnd = new Date(now.getTime() + limit.windowMs)
  const expired = sql`${rateLimits.resetAt} <= ${timestamp(now)}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: amount, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${amount} else ${rateLimits.count} + ${amount} end`,
        resetAt: sql`case when ${expired} then ${timestamp(windowEnd)} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
  return row as CountedEvent
}

/** Seconds from `now` until the window of a counted event ends (at least 1). */
export const secondsLeft = (event: CountedEvent, now: Date) =>
  Math.max(1, Math.ceil((event.resetAt.getTime() - now.getTime()) / 1000))

/** Counts one event first; 429 with `message` once the key has had more than `max` in its window. */
export async function enforceLimit(db: Database, limit: RateLimit, message: string): Promise<void> {
  const now = new Date()
  const event = await countEvent(db, limit, now)
  if (event.count > limit.max) {
    throw new HttpError(429, message, { 'Retry-After': String(secondsLeft(event, now)) })
  }
}

/** Takes back counted events (a sign-in that turned out right is no failure). */
export async function uncountEvent(db: Database, key: string, amount = 1): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)))
}

export async function clearEvents(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
