import * as v from 'valibot'
import { EMAIL_TEXT_MAX, SUBJECT_MAX } from './buyer-actions.ts'
import { firstIssueOnly, idField, MESSAGES } from './fields.ts'
import { pageField, perPageField } from './search-query-fields.ts'

/** docs/spec/workspace.md §3 limits. */
export const QUOTE_REPLY_TEXT_MAX = 4000
export const QUOTE_ATTACHMENTS_MAX = 5
export const QUOTE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
/** The multipart field each attachment of a reply travels in (repeated up to 5 times). */
export const QUOTE_ATTACHMENT_FIELD = 'attachments'
/** Vendors one "Request quotes" from a shortlist may ask at once. */
export const QUOTE_BATCH_MAX = 20
/** §3: a request still "Sent" or "Opened" after this many working days waits for its answer. */
export const QUOTE_WAITING_WORKING_DAYS = 3
/** Lists page this many unless `per_page` says otherwise (at most 100). */
export const QUOTE_PAGE_SIZE = 25

/** The thread's status as both sides see it (§3), in the order a request moves through them. */
export const QUOTE_STATUSES = ['sent', 'opened', 'answered', 'closed'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: 'Sent',
  opened: 'Opened',
  answered: 'Answered',
  closed: 'Closed',
}

/** How the buyer closes a request (§3). */
export const QUOTE_OUTCOMES = [
  'chose_this_vendor',
  'chose_another_vendor',
  'no_longer_needed',
] as const
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number]
export const QUOTE_OUTCOME_LABELS: Record<QuoteOutcome, string> = {
  chose_this_vendor: 'Chose this vendor',
  chose_another_vendor: 'Chose another vendor',
  no_longer_needed: 'No longer needed',
}

/** Which side of the thread wrote a reply. */
export const QUOTE_SIDES = ['buyer', 'vendor'] as const
export type QuoteSide = (typeof QUOTE_SIDES)[number]

/** The texts of docs/spec/workspace.md §3, and the server's own where the spec is silent. */
export const QUOTE_MESSAGES = {
  buyerMenu: 'Quotes',
  vendorMenu: 'Quote requests',
  requestQuotes: 'Request quotes',
  new: 'New',
  waitingForAnswer: 'Waiting for your answer',
  noAnswerYet: 'No answer yet',
  nudge: 'Nudge',
  notFound: 'Quote request not found',
  attachmentNotFound: 'Attachment not found',
  closed: 'This request is closed',
  replyRequired: 'Reply text is required',
  attachmentsMax: `${QUOTE_ATTACHMENTS_MAX} attachments maximum`,
  attachmentFormat: 'Attach a PNG, JPG or PDF file',
  attachmentTooLarge: 'Attachment is too large, maximum 5 MB',
  outcomeInvalid: 'Choose an outcome',
  notWaiting: 'Nudge is for a request that has waited 3 working days without an answer',
  nudgedRecently: 'You nudged this vendor less than 3 working days ago',
  vendorsRequired: 'Choose at least one vendor',
  tooManyVendors: `At most ${QUOTE_BATCH_MAX} vendors at once`,
  emptyBuyer: 'Quote requests you send to vendors are listed here, with their answers.',
  emptyVendor: 'Quote requests from buyers are listed here.',
} as const

const DAY_MS = 24 * 60 * 60_000

/**
 * The moment `days` working days (Monday to Friday, in UTC) have passed since `from`. Weekend
 * hours do not count: a request sent on Friday at 15:00 is waiting from Wednesday at 15:00.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from.getTime()
  let left = days
  const isWeekend = (ms: number) => [0, 6].includes(new Date(ms).getUTCDay())
  while (isWeekend(at)) {
    const next = new Date(at + DAY_MS)
    at = Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate())
  }
  while (left > 0) {
    at += DAY_MS
    if (!isWeekend(at)) left -= 1
  }
  return new Date(at)
}

/** §3: still "Sent" or "Opened" 3 working days after it was sent (or last nudged, for Nudge). */
export function isWaitingForAnswer(status: QuoteStatus, since: Date, now: Date): boolean {
  if (status !== 'sent' && status !== 'opened') return false
  return addWorkingDays(since, QUOTE_WAITING_WORKING_DAYS).getTime() <= now.getTime()
}

/** The reply's text; attachments travel beside it in the same multipart body. */
export const QuoteReplySchema = v.object({
  text: firstIssueOnly(
    v.pipe(
      v.string(QUOTE_MESSAGES.replyRequired),
      v.trim(),
      v.nonEmpty(QUOTE_MESSAGES.replyRequired),
      v.maxLength(QUOTE_REPLY_TEXT_MAX, MESSAGES.tooLong(QUOTE_REPLY_TEXT_MAX)),
    ),
  ),
})
export type QuoteReplyInput = v.InferInput<typeof QuoteReplySchema>

/** PUT /quotes/{id}/close. */
export const QuoteCloseSchema = v.object({
  outcome: v.picklist(QUOTE_OUTCOMES, QUOTE_MESSAGES.outcomeInvalid),
})
export type QuoteCloseInput = v.InferInput<typeof QuoteCloseSchema>

/**
 * POST /quotes: "Request quotes" from a shortlist (§3). One request per vendor, each with the same
 * subject and text; a target names a tactic when the shortlist item was one.
 */
export const QuoteBatchSchema = v.object({
  targets: v.pipe(
    v.array(v.object({ vendor_id: idField(), tactic_id: v.optional(v.nullable(idField())) })),
    v.nonEmpty(QUOTE_MESSAGES.vendorsRequired),
    v.maxLength(QUOTE_BATCH_MAX, QUOTE_MESSAGES.tooManyVendors),
  ),
  email_subject: firstIssueOnly(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Subject is required'),
      v.maxLength(SUBJECT_MAX, MESSAGES.tooLong(SUBJECT_MAX)),
    ),
  ),
  email_text: v.pipe(v.string(), v.maxLength(EMAIL_TEXT_MAX, MESSAGES.tooLong(EMAIL_TEXT_MAX))),
  shortlist_id: v.optional(v.nullable(idField())),
})
export type QuoteBatchInput = v.InferInput<typeof QuoteBatchSchema>

/** GET /quotes and GET /vendors/{id}/quotes: pages, optionally one status. */
export const QuotePageQuerySchema = v.object({
  page: pageField,
  per_page: perPageField,
  status: v.optional(
    v.picklist(QUOTE_STATUSES, `Status must be one of ${QUOTE_STATUSES.join(', ')}`),
  ),
})
export type QuotePageQuery = v.InferInput<typeof QuotePageQuerySchema>

export type QuotePerson = { id: number; first_name: string; last_name: string }

/** A request as both lists show it. Timestamps are ISO 8601 in UTC. */
export type QuoteSummary = {
  id: number
  vendor: { id: number; name: string; logo_url: string | null }
  /** null for a request about the vendor as a whole. */
  tactic: { id: number; name: string } | null
  /** The buyer who sent it; null once that account is deleted. */
  buyer: (QuotePerson & { company_name: string | null }) | null
  status: QuoteStatus
  /** Vendor side: no member of the vendor has opened it yet ("New"). */
  is_new: boolean
  /** §3 reminders: "Waiting for your answer" (vendor) and "No answer yet" (buyer). */
  waiting: boolean
  /** The buyer may press Nudge now (waiting, and not nudged in the last 3 working days). */
  can_nudge: boolean
  email_subject: string
  sent_at: string
  opened_at: string | null
  answered_at: string | null
  closed_at: string | null
  outcome: QuoteOutcome | null
  nudged_at: string | null
  reply_count: number
  /** The newest reply's time, or sent_at. Lists are ordered by sent_at, newest first. */
  last_activity_at: string
}

export type QuotePage = {
  quotes: QuoteSummary[]
  page: number
  per_page: number
  total_count: number
}

/** GET /vendors/{id}/quotes also counts what the vendor's menu badge and header show. */
export type VendorQuotePage = QuotePage & { new_count: number; waiting_count: number }

export type QuoteAttachment = {
  id: number
  name: string
  content_type: 'image/png' | 'image/jpeg' | 'application/pdf'
  size: number
  /** Served only to those who may read the thread: GET /quotes/{id}/attachments/{attachmentId}. */
  url: string
}

export type QuoteReply = {
  id: number
  side: QuoteSide
  /** null once that account is deleted. */
  author: QuotePerson | null
  text: string
  created_at: string
  attachments: QuoteAttachment[]
}

/** GET /quotes/{id} and GET /vendors/{id}/quotes/{qid}: the request as sent and its replies. */
export type QuoteThread = QuoteSummary & {
  email_text: string
  email_cc: string[]
  /** Oldest first ("newest last", §3). */
  replies: QuoteReply[]
  /** Whether the reader may reply (buyer or vendor member, and the request is not closed). */
  can_reply: boolean
  /** Only the buyer closes, while it is open. */
  can_close: boolean
}
