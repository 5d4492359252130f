import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'

/** At most `max` events per key in a fixed window of `windowMs`. */
export type RateLimit = { key: string; max: number; windowMs: number }

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`

/** Counts one event; returns how many the key has had in its current window, this one included. */
export async function countEvent(db: Database, limit: RateLimit, now: Date): Promise<number> {
  const windowEnd = new Date(now.getTime() + limit.windowMs)
  const expired = sql`${rateLimits.resetAt} <= ${timestamp(now)}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${timestamp(windowEnd)} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count })
  return (row as { count: number }).count
}

/** Counts one event; 429 with `message` once the key has had more than `max` in its window. */
export async function enforceLimit(db: Database, limit: RateLimit, message: string): Promise<void> {
  if ((await countEvent(db, limit, new Date())) > limit.max) throw new HttpError(429, message)
}

/** Seconds until every limit allows another event; 0 when they all do now. */
export async function secondsUntilAllowed(
  db: Database,
  limits: RateLimit[],
  now: Date,
): Promise<number> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        limits.map((l) => l.key),
      ),
    )
  let wait = 0
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key)
    if (!limit || row.count < limit.max || row.resetAt <= now) continue
    wait = Math.max(wait, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000))
  }
  return wait
}

export async function clearEvents(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
