import type { Context } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import type { Database } from '../db/client.ts'
import { clearEvents, countEvent, type RateLimit, secondsUntilAllowed } from './rate-limit.ts'

const FIFTEEN_MINUTES_MS = 15 * 60_000
export const LOGIN_FAILURES_PER_ACCOUNT = 5
export const LOGIN_FAILURES_PER_ADDRESS = 20

const accountLimit = (email: string): RateLimit => ({
  key: `login:account:${email.toLowerCase()}`,
  max: LOGIN_FAILURES_PER_ACCOUNT,
  windowMs: FIFTEEN_MINUTES_MS,
})

const addressLimit = (address: string): RateLimit => ({
  key: `login:address:${address}`,
  max: LOGIN_FAILURES_PER_ADDRESS,
  windowMs: FIFTEEN_MINUTES_MS,
})

/** Password guesses, counted per account and per client address. */
export function loginThrottle(db: Database, email: string, address: string) {
  const limits = [accountLimit(email), addressLimit(address)]
  return {
    /** Seconds to wait before trying again; 0 when a guess is allowed now. */
    retryAfter: (now: Date) => secondsUntilAllowed(db, limits, now),
    async recordFailure(now: Date) {
      for (const limit of limits) await countEvent(db, limit, now)
    },
    recordSuccess: () => clearEvents(db, accountLimit(email).key),
  }
}

/** 429 with the seconds to wait in Retry-After. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ errors: [AUTH_MESSAGES.tooManyAttempts] }, 429)
}
