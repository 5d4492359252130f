import type { Context } from 'hono'
import { TWO_FACTOR_MESSAGES } from '../../domain/two-factor.ts'
import type { Database } from '../db/client.ts'
import { secondFactorLimit } from './login-throttle.ts'
import { countEvent, secondsLeft, uncountEvent } from './rate-limit.ts'
import { secondFactorMatches } from './two-factor.ts'

type Refused = { ok: false; message: string; retryAfterSeconds?: number }
type Checked = { ok: true } | Refused

/**
 * The second step of a sign-in or a confirmation, for a user with two-factor sign-in on: a code
 * is required and must match. Wrong codes are counted per account (10 in 15 minutes), counted
 * first and a right one taken back, like password guesses.
 */
export async function checkSecondFactor(
  db: Database,
  tokenSecret: string,
  user: { id: number; totpSecret: string | null },
  code: string | undefined,
  now: Date,
): Promise<Checked> {
  if (!code) return { ok: false, message: TWO_FACTOR_MESSAGES.codeRequired }
  const limit = secondFactorLimit(user.id)
  const event = await countEvent(db, limit, now)
  if (event.count > limit.max) {
    const retryAfterSeconds = secondsLeft(event, now)
    return { ok: false, message: TWO_FACTOR_MESSAGES.tooManyCodes, retryAfterSeconds }
  }
  if (!(await secondFactorMatches(db, tokenSecret, user, code, now))) {
    return { ok: false, message: TWO_FACTOR_MESSAGES.codeInvalid }
  }
  await uncountEvent(db, limit.key)
  return { ok: true }
}

/**
 * The answer to a sign-in whose second factor is missing or wrong: 401 with `otp_required`, which
 * tells the app to ask for the code, or 429 while wrong codes must wait.
 */
export function secondFactorRefusal(c: Context, refused: Refused) {
  if (refused.retryAfterSeconds) {
    c.header('Retry-After', String(refused.retryAfterSeconds))
    return c.json({ errors: [refused.message], otp_required: true }, 429)
  }
  return c.json({ errors: [refused.message], otp_required: true }, 401)
}
