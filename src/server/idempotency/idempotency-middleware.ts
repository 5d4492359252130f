import { createHash } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../app-env.ts'
import type { Database } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/index.ts'

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible characters',
  inFlight: 'A request with this Idempotency-Key is still being processed, please retry later',
  reused: 'This Idempotency-Key was already used with a different request',
} as const

/** Keys are kept at least this long: longer than any client keeps a queued submission. */
export const IDEMPOTENCY_KEY_KEPT_MS = 8 * 24 * 60 * 60_000
/** An in-flight marker older than this belongs to a request that died; a repeat takes it over. */
export const IN_FLIGHT_TIMEOUT_MS = 2 * 60_000

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

type Scope = { userId: number; key: string; method: string; path: string }

const scopeOf = (s: Scope) =>
  and(
    eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.key, s.key),
    eq(idempotencyKeys.method, s.method),
    eq(idempotencyKeys.path, s.path),
  )

/** Inserts the in-flight marker; true when this request owns the key now. */
async function claim(db: Database, scope: Scope, fingerprint: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...scope, fingerprint })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
  return inserted.length > 0
}

/** Takes over a marker left in flight by a request that never finished. */
async function takeOver(db: Database, id: number, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - IN_FLIGHT_TIMEOUT_MS)
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.lockedAt, stale),
      ),
    )
    .returning({ id: idempotencyKeys.id })
  return taken.length > 0
}

/**
 * Applies a submission carrying an `Idempotency-Key` header at most once (DESIGN.md "API v1
 * conventions"; the IETF Idempotency-Key draft). Keys are scoped to the signed-in user, the method
 * and the path. The first request inserts the key (a unique index settles races on PostgreSQL)
 * and runs; its answer is stored unless it is a server error or a 429, which free the key.
 * A repeat replays the stored status and body; a repeat while the first runs gets 409; the same
 * key with another body gets 422. Requests without the header, or from visitors, pass through.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key')
  const user = c.var.user
  if (key === undefined || !user) return next()
  if (!KEY_PATTERN.test(key)) return c.json({ errors: [IDEMPOTENCY_MESSAGES.invalidKey] }, 400)

  const db = c.var.db
  const scope: Scope = { userId: user.id, key, method: c.req.method, path: c.req.path }
  const fingerprint = createHash('sha256')
    .update(await c.req.text())
    .digest('hex')

  if (!(await claim(db, scope, fingerprint))) {
    const [row] = await db.select().from(idempotencyKeys).where(scopeOf(scope))
    // Deleted between the insert and the select: the first request failed; this one may retry.
    if (!row) return c.json({ errors: [IDEMPOTENCY_MESSAGES.inFlight] }, 409)
    if (row.fingerprint !== fingerprint) {
      return c.json({ errors: [IDEMPOTENCY_MESSAGES.reused] }, 422)
    }
    if (row.status !== null) {
      c.header('Idempotent-Replayed', 'true')
      c.header('Content-Type', 'application/json')
      return c.body(row.responseBody ?? 'null', row.status as ContentfulStatusCode)
    }
    if (!(await takeOver(db, row.id, new Date()))) {
      c.header('Retry-After', '1')
      return c.json({ errors: [IDEMPOTENCY_MESSAGES.inFlight] }, 409)
    }
  }

  await next()
  // A server error or a rate limit is no answer to keep: the key is freed for a later retry.
  if (c.res.status >= 500 || c.res.status === 429) {
    await db.delete(idempotencyKeys).where(scopeOf(scope))
    return
  }
  const body = await c.res.clone().text()
  await db
    .update(idempotencyKeys)
    .set({ status: c.res.status, responseBody: body })
    .where(scopeOf(scope))
})

/** For the expired-rows job: keys older than they must be kept. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS)
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before))
}
