import type { Context } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import type { Database } from '../db/client.ts'
import type { ServerEnv } from '../server-env.ts'
import { clientAddress } from './client-address.ts'
import { countEvent, enforceLimit } from './rate-limit.ts'

const HOUR_MS = 60 * 60_000
const EMAILS_PER_HOUR = 5
/** And a day: five an hour all day long would still flood an inbox. */
export const ACCOUNT_EMAILS_PER_DAY = 10
/** Reset and resend requests an address may make an hour, whoever they name. */
export const ACCOUNT_MAIL_REQUESTS_PER_HOUR = 20

/**
 * Whether another account email of this kind may go to the user now: a few an hour and a day, so
 * the endpoints that send them cannot be used to flood someone's inbox.
 */
export async function mayEmailUser(
  db: Database,
  kind: 'confirmation' | 'password_reset',
  userId: number,
  now: Date,
): Promise<boolean> {
  const limits = [
    { key: `mail:${kind}:${userId}`, max: EMAILS_PER_HOUR, windowMs: HOUR_MS },
    { key: `mail:${kind}:day:${userId}`, max: ACCOUNT_EMAILS_PER_DAY, windowMs: 24 * HOUR_MS },
  ]
  let allowed = true
  for (const limit of limits) {
    if ((await countEvent(db, limit, now)).count > limit.max) allowed = false
  }
  return allowed
}

/**
 * Counts a reset or resend request from the client's address; 429 beyond the limit. The same for
 * any email or id, so it tells nothing about who is registered.
 */
export const limitAccountMailRequests = (c: Context<ServerEnv>) =>
  enforceLimit(
    c.var.db,
    {
      key: `mail-request:address:${clientAddress(c, c.var.config.trustProxy)}`,
      max: ACCOUNT_MAIL_REQUESTS_PER_HOUR,
      windowMs: HOUR_MS,
    },
    AUTH_MESSAGES.tooManyRequests,
  )
