import type { Database } from '../db/client.ts'
import { countEvent } from './rate-limit.ts'

const HOUR_MS = 60 * 60_000
const EMAILS_PER_HOUR = 5

/**
 * Whether another account email of this kind may go to the user now: a few an hour, so the
 * endpoints that send them cannot be used to flood someone's inbox.
 */
export async function mayEmailUser(
  db: Database,
  kind: 'confirmation' | 'password_reset',
  userId: number,
  now: Date,
): Promise<boolean> {
  const limit = { key: `mail:${kind}:${userId}`, max: EMAILS_PER_HOUR, windowMs: HOUR_MS }
  return (await countEvent(db, limit, now)).count <= limit.max
}
