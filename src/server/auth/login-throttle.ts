import type { Context } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { emailKey } from '../accounts/email-key.ts'
import type { Database } from '../db/client.ts'
import { clearEvents, countEvent, type RateLimit, secondsLeft, uncountEvent } from './rate-limit.ts'

const FIFTEEN_MINUTES_MS = 15 * 60_000
export const LOGIN_FAILURES_PER_ACCOUNT = 5
export const LOGIN_FAILURES_PER_ADDRESS = 20

const accountLimit = (email: string): RateLimit => ({
  key: `login:account:${emailKey(email)}`,
  max: LOGIN_FAILURES_PER_ACCOUNT,
  windowMs: FIFTEEN_MINUTES_MS,
})

const addressLimit = (address: string): RateLimit => ({
  key: `login:address:${address}`,
  max: LOGIN_FAILURES_PER_ADDRESS,
  windowMs: FIFTEEN_MINUTES_MS,
})

/**
 * Password guesses, counted per account and per client address. Every guess is counted before the
 * password is checked and a right one is taken back afterwards, so parallel guesses cannot all be
 * checked before the first failure is written (docs/security.md, throttles).
 */
export function loginThrottle(db: Database, email: string, address: string) {
  const account = accountLimit(email)
  const byAddress = addressLimit(address)
  return {
    /** Counts this guess; the seconds to wait when it is one too many, else 0. */
    async admit(now: Date): Promise<number> {
      let wait = 0
      for (const limit of [account, byAddress]) {
        const event = await countEvent(db, limit, now)
        if (event.count > limit.max) wait = Math.max(wait, secondsLeft(event, now))
      }
      return wait
    },
    async recordSuccess() {
      await clearEvents(db, account.key)
      await uncountEvent(db, byAddress.key)
    },
  }
}

/** 429 with the seconds to wait in Retry-After. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ errors: [AUTH_MESSAGES.tooManyAttempts] }, 429)
}
