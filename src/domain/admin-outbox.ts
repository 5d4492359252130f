import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from './admin-accounts.ts'

/** Emails a page of the admin site's mail list holds (docs/api-admin.md, "Mail"). */
export const ADMIN_OUTBOX_PAGE_SIZE = 20

/**
 * An email's state, read from the outbox row (src/server/mail/outbox-worker.ts): queued is pending
 * and never tried, retrying is pending after a failed attempt, failed gave up after the last one.
 */
export const OUTBOX_STATES = ['queued', 'sent', 'retrying', 'failed'] as const
export type OutboxState = (typeof OUTBOX_STATES)[number]

/** An outgoing email without its body: bodies hold sign-in and reset links. */
export type AdminOutboxEmail = {
  id: number
  to: string
  subject: string
  state: OutboxState
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** When the worker tries it next; null unless queued or retrying. */
  next_attempt_at: string | null
}

/** Due emails the outbox leaves for the next minute: the send rate (MAIL_PER_MINUTE) is used up. */
export type AdminOutboxHeldBack = { waiting: number; per_minute: number }

export type AdminOutboxPage = {
  emails: AdminOutboxEmail[]
  total: number
  page: number
  per_page: number
  /** Null while sending keeps up. */
  held_back: AdminOutboxHeldBack | null
}

export const ADMIN_OUTBOX_MESSAGES = {
  stateInvalid: `State must be one of ${OUTBOX_STATES.join(', ')}`,
  pageInvalid: 'page must be a whole number from 1',
  notFound: 'Email not found',
  alreadySent: 'This email has been sent',
  beingSent: 'This email is being sent now',
} as const

export const OutboxListQuerySchema = v.object({
  state: v.optional(v.picklist(OUTBOX_STATES, ADMIN_OUTBOX_MESSAGES.stateInvalid)),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, ADMIN_OUTBOX_MESSAGES.pageInvalid),
      v.transform(Number),
      v.minValue(1, ADMIN_OUTBOX_MESSAGES.pageInvalid),
      v.maxValue(ACCOUNT_PAGE_MAX, ADMIN_OUTBOX_MESSAGES.pageInvalid),
    ),
    '1',
  ),
})

export type OutboxListQuery = v.InferOutput<typeof OutboxListQuerySchema>
