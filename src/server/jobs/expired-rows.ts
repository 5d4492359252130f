import { lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  rateLimits,
  sessions,
  signInCodes,
  userTokens,
  userVerifications,
} from '../db/schema/index.ts'
import { deleteExpiredIdempotencyKeys } from '../idempotency/idempotency-middleware.ts'

/** Abandoned registrations are kept as long as a confirmation link works. */
const VERIFICATION_KEPT_MS = 3 * 24 * 60 * 60_000

/** Deletes sessions, emailed tokens, counters and registrations nobody can use any more. */
export async function deleteExpiredRows(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.delete(userTokens).where(lt(userTokens.expiresAt, now))
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now))
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
  const abandoned = new Date(now.getTime() - VERIFICATION_KEPT_MS)
  await db.delete(userVerifications).where(lt(userVerifications.createdAt, abandoned))
  await deleteExpiredIdempotencyKeys(db, now)
}
