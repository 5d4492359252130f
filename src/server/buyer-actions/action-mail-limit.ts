import { MESSAGES } from '../../domain/fields.ts'
import { enforceLimit } from '../auth/rate-limit.ts'
import type { Database } from '../db/client.ts'

/**
 * Emails a user may send an hour through Request a Quote, Share, Invite Vendor and Recommend,
 * counted per submission: each carries the user's own subject or text to up to 50 addresses, so
 * without a cap the marketplace would relay spam. Room for an offline outbox sending a morning's
 * queue at once.
 */
export const ACTION_MAILS_PER_HOUR = 60

/** 429 "Too many emails" once the user has sent more buyer-action emails this hour. */
export const limitActionMails = (db: Database, userId: number) =>
  enforceLimit(
    db,
    { key: `mail:buyer-action:${userId}`, max: ACTION_MAILS_PER_HOUR, windowMs: 60 * 60_000 },
    MESSAGES.tooManyEmails,
  )
