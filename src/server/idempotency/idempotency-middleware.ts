import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, TransactionRollbackError } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../db/client.ts'
import { postgresErrorCode } from '../db/postgres-errors.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import type { ServerEnv } from '../server-env.ts'

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible characters',
  inFlight: 'A request with this Idempotency-Key is still being processed, please retry later',
  reused: 'This Idempotency-Key was already used with a different request',
} as const

/** Keys are kept at least this long: longer than any client keeps a queued submission. */
export const IDEMPOTENCY_KEY_KEPT_MS = 8 * 24 * 60 * 60_000

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/** PostgreSQL's lock_not_available: FOR UPDATE NOWAIT met a row another transaction holds. */
const LOCK_NOT_AVAILABLE = '55P03'

type Scope = { userId: number | null; key: string; method: string; path: string }
type KeyRow = typeof idempotencyKeys.$inferSelect

const scopeOf = (s: Scope) =>
  and(
    s.userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.key, s.key),
    eq(idempotencyKeys.method, s.method),
    eq(idempotencyKeys.path, s.path),
  )

/**
 * The body's SHA-256. A multipart body is read from a copy (its route parses the original) and
 * without its random boundary, so a form sent again matches; a JSON body is the text Hono keeps.
 * Read whole, which is safe as no more than the route's limit can be (streamedBodyLimit).
 */
async function fingerprintOf(c: Context<ServerEnv>): Promise<string> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(c.req.header('Content-Type') ?? '')?.[2]
  const body = boundary
    ? (await c.req.raw.clone().text()).replaceAll(boundary, '')
    : await c.req.text()
  return createHash('sha256').update(body).digest('hex')
}

/** Inserts the key with no answer yet; the row when this request is the first with it. */
async function claim(db: Database, scope: Scope, fingerprint: string) {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ ...scope, fingerprint })
    .onConflictDoNothing()
    .returning()
  return inserted
}

function replay(c: Context<ServerEnv>, row: KeyRow) {
  c.header('Idempotent-Replayed', 'true')
  c.header('Content-Type', 'application/json')
  return c.body(row.responseBody ?? 'null', row.status as ContentfulStatusCode)
}

/**
 * Applies a submission carrying an `Idempotency-Key` header exactly once (docs/api-buyer-actions.md
 * "Idempotency-Key"; the IETF Idempotency-Key draft). Keys are scoped to the signed-in user (or to
 * visitors), the method and the path.
 *
 * The key is inserted first with no answer. The request then runs in one transaction that holds
 * the key's row lock, sees `c.var.db` as that transaction, and stores its answer in it: the
 * request's writes (records, outbox emails) and the stored answer commit together or not at all.
 * A server that dies mid-request leaves the key unanswered and unlocked (its transaction is rolled
 * back with its connection), so the next repeat runs the request as if first. A repeat while the
 * first runs finds the row locked: 409. A server error or a 429 is rolled back and not stored.
 */
export const idempotent = createMiddleware<ServerEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key')
  if (key === undefined) return next()
  if (!KEY_PATTERN.test(key)) return c.json({ errors: [IDEMPOTENCY_MESSAGES.invalidKey] }, 400)

  const db = c.var.db
  const scope: Scope = {
    userId: c.var.user?.id ?? null,
    key,
    method: c.req.method,
    path: c.req.path,
  }
  const fingerprint = await fingerprintOf(c)
  const inserted = await claim(db, scope, fingerprint)
  const row = inserted ?? (await db.select().from(idempotencyKeys).where(scopeOf(scope)))[0]
  // Removed between the insert and the select: only the expired-rows job deletes keys.
  if (!row) return c.json({ errors: [IDEMPOTENCY_MESSAGES.inFlight] }, 409)
  if (row.fingerprint !== fingerprint) {
    return c.json({ errors: [IDEMPOTENCY_MESSAGES.reused] }, 422)
  }
  if (row.status !== null) return replay(c, row)

  let answered: KeyRow | undefined
  try {
    answered = await db.transaction(async (tx) => {
      // The first request waits for a repeat that took the key over; a repeat never waits.
      const [unanswered] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, row.id), isNull(idempotencyKeys.status)))
        .for('update', inserted ? {} : { noWait: true })
      if (!unanswered) {
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.id, row.id))
        return stored
      }
      c.set('db', tx)
      try {
        await next()
      } finally {
        c.set('db', db)
      }
      if (c.res.status >= 500 || c.res.status === 429) tx.rollback()
      const body = await c.res.clone().text()
      await tx
        .update(idempotencyKeys)
        .set({ status: c.res.status, responseBody: body })
        .where(eq(idempotencyKeys.id, row.id))
      return undefined
    })
  } catch (error) {
    // The answer in c.res (a server error or a 429) stands; nothing of the request was kept.
    if (error instanceof TransactionRollbackError) return
    if (postgresErrorCode(error) !== LOCK_NOT_AVAILABLE) throw error
    c.header('Retry-After', '1')
    return c.json({ errors: [IDEMPOTENCY_MESSAGES.inFlight] }, 409)
  }
  if (answered) return replay(c, answered)
})

/** For the expired-rows job: keys older than they must be kept. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS)
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before))
}
