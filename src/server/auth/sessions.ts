import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm'
import { sameEmail } from '../accounts/email-key.ts'
import type { Database } from '../db/client.ts'
import { exactlyOne } from '../db/exactly-one.ts'
import { sessions, users } from '../db/schema/index.ts'
import type { SessionCache } from './session-cache.ts'
import type { CurrentSession, SessionUser } from './session-types.ts'
import { digestsEqual, digestToken, newToken } from './token-digest.ts'

const MINUTE_MS = 60_000
/** A token unused this long expires; each renewal starts it again, up to the session's end. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * MINUTE_MS
/** Tokens are renewed at most this often, not per request, so parallel requests share one. */
export const TOKEN_RENEWAL_AGE_MS = 10 * MINUTE_MS
/** How long a replaced token is still accepted, for requests already under way with it. */
export const PREVIOUS_TOKEN_GRACE_MS = MINUTE_MS
export const MAX_CLIENTS_PER_USER = 10

type SessionRow = typeof sessions.$inferSelect
export type Credentials = { accessToken: string; client: string; uid: string }
/** A token to hand out and when it stops being accepted. */
export type IssuedToken = { token: string; expiresAt: Date }
export type OpenedSession = IssuedToken & { id: number; client: string }
export type ResolvedSession = IssuedToken & { user: SessionUser; session: CurrentSession }

/** What opening a session needs of the configuration. */
export type SessionConfig = { tokenSecret: string; sessionMaxAgeMs: number }

const later = (date: Date, ms: number) => new Date(date.getTime() + ms)
const earlier = (a: Date, b: Date) => (a < b ? a : b)
const olderThan = (date: Date, ms: number, now: Date) => now.getTime() - date.getTime() >= ms

/**
 * Starts a session for a new client of the user, which is the user's last sign-in; the user's
 * oldest clients beyond the bound go. It ends `sessionMaxAgeMs` later, however active.
 */
export async function openSession(
  db: Database,
  config: SessionConfig,
  userId: number,
  now: Date,
  options: { passwordResetUntil?: Date } = {},
): Promise<OpenedSession> {
  const token = newToken()
  const client = randomBytes(16).toString('base64url')
  const endsAt = later(now, config.sessionMaxAgeMs)
  const expiresAt = earlier(later(now, SESSION_LIFETIME_MS), endsAt)
  const rows = await db
    .insert(sessions)
    .values({
      userId,
      client,
      tokenDigest: digestToken(config.tokenSecret, token),
      tokenSeenAt: now,
      passwordResetUntil: options.passwordResetUntil,
      issuedAt: now,
      expiresAt,
      endsAt,
      createdAt: now,
    })
    .returning({ id: sessions.id })
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId))
  await evictOldSessions(db, userId, now)
  return { id: exactlyOne(rows, 'the new session').id, client, token, expiresAt }
}

async function evictOldSessions(db: Database, userId: number, now: Date): Promise<void> {
  const kept = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.issuedAt), desc(sessions.id))
    .limit(MAX_CLIENTS_PER_USER)
  await db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, kept)))
}

/**
 * Replaces the session's token if it is still the one read (compare-and-swap): of parallel
 * requests only one rotates, the others keep the token they sent. Null when another won. The new
 * token expires no later than the session ends.
 */
export async function rotateToken(
  db: Database,
  secret: string,
  session: Pick<SessionRow, 'id' | 'tokenDigest'>,
  presentedDigest: string,
  now: Date,
): Promise<IssuedToken | null> {
  const token = newToken()
  const renewedUntil = later(now, SESSION_LIFETIME_MS).toISOString()
  const [updated] = await db
    .update(sessions)
    .set({
      tokenDigest: digestToken(secret, token),
      previousTokenDigest: presentedDigest,
      previousValidUntil: later(now, PREVIOUS_TOKEN_GRACE_MS),
      tokenSeenAt: null,
      issuedAt: now,
      expiresAt: sql`least(${renewedUntil}::timestamptz, ${sessions.endsAt})`,
    })
    .where(and(eq(sessions.id, session.id), eq(sessions.tokenDigest, session.tokenDigest)))
    .returning({ expiresAt: sessions.expiresAt })
  return updated ? { token, expiresAt: updated.expiresAt } : null
}

/** The current token came back: its answer arrived, so the previous one needs only its grace. */
async function markTokenSeen(db: Database, row: SessionRow, now: Date): Promise<void> {
  const graceEnd = later(now, PREVIOUS_TOKEN_GRACE_MS)
  const previousValidUntil =
    row.previousValidUntil && row.previousValidUntil > graceEnd ? row.previousValidUntil : graceEnd
  await db
    .update(sessions)
    .set({ tokenSeenAt: now, previousValidUntil })
    .where(
      and(
        eq(sessions.id, row.id),
        eq(sessions.tokenDigest, row.tokenDigest),
        isNull(sessions.tokenSeenAt),
      ),
    )
}

type PresentedToken = IssuedToken & { digest: string; current: boolean }

/** Whether this request renews the token; of parallel ones the compare-and-swap picks one. */
function dueForRenewal(row: SessionRow, presented: PresentedToken, now: Date): boolean {
  if (presented.current) return olderThan(row.issuedAt, TOKEN_RENEWAL_AGE_MS, now)
  // The current token never came back within the grace: its answer was lost.
  return !row.tokenSeenAt && olderThan(row.issuedAt, PREVIOUS_TOKEN_GRACE_MS, now)
}

/** The token this answer hands back: a renewed one, or the one the request sent. */
async function tokenToAnswer(
  db: Database,
  secret: string,
  row: SessionRow,
  presented: PresentedToken,
  now: Date,
): Promise<IssuedToken> {
  if (dueForRenewal(row, presented, now)) {
    const renewed = await rotateToken(db, secret, row, presented.digest, now)
    if (renewed) return renewed
  } else if (presented.current && !row.tokenSeenAt) {
    await markTokenSeen(db, row, now)
  }
  return { token: presented.token, expiresAt: presented.expiresAt }
}

function previousTokenAccepted(row: SessionRow, now: Date): boolean {
  return !row.tokenSeenAt || (row.previousValidUntil !== null && row.previousValidUntil > now)
}

async function findSession(db: Database, credentials: Credentials) {
  const [found] = await db
    .select({
      session: sessions,
      user: {
        id: users.id,
        email: users.email,
        role: users.role,
        companyId: users.companyId,
        twoFactorOn: sql<boolean>`${users.totpEnabledAt} is not null`,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.client, credentials.client),
        sameEmail(users.email, credentials.uid),
        // A deactivated account's sessions were deleted; one opened in the same instant is refused.
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
  return found
}

export type FoundSession = NonNullable<Awaited<ReturnType<typeof findSession>>>

/** The token as the session row knows it: the current one, a previous one in its grace, or null. */
function presentedToken(
  secret: string,
  row: SessionRow,
  credentials: Credentials,
  now: Date,
): PresentedToken | null {
  if (row.expiresAt <= now) return null
  const digest = digestToken(secret, credentials.accessToken)
  const current = digestsEqual(digest, row.tokenDigest)
  const previous = digestsEqual(digest, row.previousTokenDigest) && previousTokenAccepted(row, now)
  if (!current && !previous) return null
  // A previous token's expiry is the end of its grace, earlier than the current token's, so a
  // client keeping the latest expiry keeps the current token.
  const expiresAt = current ? row.expiresAt : (row.previousValidUntil ?? row.expiresAt)
  return { token: credentials.accessToken, expiresAt, digest, current }
}

/** Whether answering this token changes the session row (a renewal or a first sighting). */
function writesSession(row: SessionRow, presented: PresentedToken, now: Date): boolean {
  return dueForRenewal(row, presented, now) || (presented.current && !row.tokenSeenAt)
}

function resolved(
  secret: string,
  found: FoundSession,
  presented: PresentedToken,
  issued: IssuedToken,
): ResolvedSession {
  const row = found.session
  const renewed = issued.token !== presented.token
  const session = {
    id: row.id,
    client: row.client,
    tokenDigest: renewed ? digestToken(secret, issued.token) : row.tokenDigest,
    passwordResetUntil: row.passwordResetUntil,
  }
  return { ...issued, user: found.user, session }
}

/**
 * The user and the token to answer with, or null for a missing, expired or revoked session. With
 * a cache (session-cache.ts), a row read recently answers a request that changes nothing.
 */
export async function resolveSession(
  db: Database,
  secret: string,
  credentials: Credentials,
  now: Date,
  cache?: SessionCache<FoundSession>,
): Promise<ResolvedSession | null> {
  const key = `${credentials.client}\n${credentials.uid}`
  const cached = cache?.get(key)
  const cachedToken = cached && presentedToken(secret, cached.session, credentials, now)
  if (cached && cachedToken && !writesSession(cached.session, cachedToken, now)) {
    return resolved(secret, cached, cachedToken, cachedToken)
  }
  const started = cache?.readStarted() ?? 0
  const found = await findSession(db, credentials)
  const presented = found && presentedToken(secret, found.session, credentials, now)
  if (!found || !presented) {
    cache?.forget(key)
    return null
  }
  if (writesSession(found.session, presented, now)) cache?.forget(key)
  else cache?.keep(key, found, started)
  const issued = await tokenToAnswer(db, secret, found.session, presented, now)
  return resolved(secret, found, presented, issued)
}

/** The reset link's permission ends once the new password is set. */
export async function endPasswordReset(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ passwordResetUntil: null }).where(eq(sessions.id, sessionId))
}

export async function closeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Signs the user out everywhere but here (after a password change or reset). */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keptSessionId: number,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
}
