import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { emailKey } from '../accounts/email-key.ts'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { clearEvents, countEvent, type RateLimit, secondsLeft, uncountEvent } from './rate-limit.ts'

const SECOND_MS = 1000
const FIFTEEN_MINUTES_MS = 15 * 60 * SECOND_MS
/** Failures of one account from one address that cost no wait. */
export const LOGIN_FAILURES_BEFORE_BACKOFF = 5
/** The longest wait between two guesses of one account from one address. */
export const LOGIN_BACKOFF_MAX_MS = FIFTEEN_MINUTES_MS
/** An account's failures from an address are forgotten a day after the last one. */
const FAILURES_KEPT_MS = 24 * 60 * 60 * SECOND_MS
export const LOGIN_FAILURES_PER_ADDRESS = 20

/** The wait after `failures` failures: none for the first five, then 1 s, 2 s, 4 s … up to 15 min. */
export function backoffMs(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_BACKOFF) return 0
  const doublings = failures - LOGIN_FAILURES_BEFORE_BACKOFF
  return Math.min(SECOND_MS * 2 ** Math.min(doublings, 30), LOGIN_BACKOFF_MAX_MS)
}

const addressLimit = (address: string): RateLimit => ({
  key: `login:address:${address}`,
  max: LOGIN_FAILURES_PER_ADDRESS,
  windowMs: FIFTEEN_MINUTES_MS,
})

/**
 * Counts a guess of one account from one address unless it comes too soon after the last failure;
 * the milliseconds to wait, else 0. The row's reset_at is when its failures are forgotten, so the
 * last failure was a day before it. Locked for the read and the write, so of parallel guesses each
 * sees the others' failures.
 */
async function admitGuess(db: Database, key: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0, resetAt: now }).onConflictDoNothing()
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update')
    const failures = row && row.resetAt > now ? row.count : 0
    const lastFailure = (row?.resetAt.getTime() ?? 0) - FAILURES_KEPT_MS
    const wait = lastFailure + backoffMs(failures) - now.getTime()
    if (wait > 0) return wait
    const resetAt = new Date(now.getTime() + FAILURES_KEPT_MS)
    await tx
      .update(rateLimits)
      .set({ count: failures + 1, resetAt })
      .where(eq(rateLimits.key, key))
    return 0
  })
}

/**
 * Password guesses: per account and client address with a growing wait, so failures from one
 * address never keep the account's owner out from another; and per address across accounts. Every
 * guess is counted before the password is checked and a right one is taken back afterwards, so
 * parallel guesses cannot all be checked before the first failure is written (docs/security.md,
 * throttles).
 */
export function loginThrottle(db: Database, email: string, address: string) {
  const accountFromAddress = `login:account:${emailKey(email)}:${address}`
  const byAddress = addressLimit(address)
  return {
    /** Counts this guess; the seconds to wait when it is too soon or one too many, else 0. */
    async admit(now: Date): Promise<number> {
      const event = await countEvent(db, byAddress, now)
      if (event.count > byAddress.max) return secondsLeft(event, now)
      const waitMs = await admitGuess(db, accountFromAddress, now)
      return waitMs > 0 ? Math.ceil(waitMs / SECOND_MS) : 0
    },
    async recordSuccess() {
      await clearEvents(db, accountFromAddress)
      await uncountEvent(db, byAddress.key)
    },
  }
}

/** Wrong second-factor codes of one account, from anywhere: only the password's holder gets here. */
export const SECOND_FACTOR_FAILURES_PER_ACCOUNT = 10

export const secondFactorLimit = (userId: number): RateLimit => ({
  key: `login:second-factor:${userId}`,
  max: SECOND_FACTOR_FAILURES_PER_ACCOUNT,
  windowMs: FIFTEEN_MINUTES_MS,
})

/** 429 with the seconds to wait in Retry-After. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ errors: [AUTH_MESSAGES.tooManyAttempts] }, 429)
}
