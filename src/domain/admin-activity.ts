import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX, ACCOUNT_QUERY_MAX } from './admin-accounts.ts'
import { QUOTE_STATUSES, type QuoteOutcome, type QuoteStatus } from './quotes.ts'

/** Rows a page of the admin site's activity holds (docs/api-admin.md, "Activity"). */
export const ADMIN_ACTIVITY_PAGE_SIZE = 20
/** The newest rows a CSV export holds: a year of a busy marketplace, still one download. */
export const ACTIVITY_CSV_MAX_ROWS = 10_000

export const ACTIVITY_KINDS = ['quote', 'share', 'nudge'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** A buyer's sent quote request, share or nudge as the admin site lists it. */
export type AdminActivity = {
  kind: ActivityKind
  id: number
  /** When it was sent. */
  at: string
  /** Null once the vendor is deleted. */
  vendor: { id: number; name: string } | null
  tactic: { id: number; name: string } | null
  buyer: { id: number; name: string; email: string; company: string | null }
  /** The addresses it went to: a quote's To and Cc, a share's, a nudge's To. */
  recipients: string[]
  /** A quote request's thread (docs/spec/workspace.md §3); null for a share or a nudge. */
  thread: AdminQuoteThread | null
}

/** What an operator follows of a thread: where it stands, and whether the vendor keeps a buyer waiting. */
export type AdminQuoteThread = {
  status: QuoteStatus
  /** Still "Sent" or "Opened" 3 working days after it was sent. */
  waiting: boolean
  opened_at: string | null
  answered_at: string | null
  closed_at: string | null
  outcome: QuoteOutcome | null
  nudged_at: string | null
  reply_count: number
  last_activity_at: string
}

export type AdminActivityPage = {
  activity: AdminActivity[]
  total: number
  page: number
  per_page: number
}

export const ADMIN_ACTIVITY_MESSAGES = {
  kindInvalid: `Kind must be one of ${ACTIVITY_KINDS.join(', ')}`,
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The start date must not be after the end date',
  vendorInvalid: 'vendor_id must be a whole number from 1',
  buyerTooLong: `Enter at most ${ACCOUNT_QUERY_MAX} characters`,
  pageInvalid: 'page must be a whole number from 1',
  quoteStatusInvalid: `Quote status must be one of ${QUOTE_STATUSES.join(', ')}`,
} as const

/** YYYY-MM-DD naming a day of the calendar (not 2026-02-30). */
const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

const day = v.optional(
  v.pipe(v.string(), v.check(isCalendarDate, ADMIN_ACTIVITY_MESSAGES.dateInvalid)),
)

const wholeFromOne = (message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  )

/** The filters of the list and of its CSV: days are whole UTC days, both ends included. */
export const ActivityFilterSchema = v.pipe(
  v.object({
    kind: v.optional(v.picklist(ACTIVITY_KINDS, ADMIN_ACTIVITY_MESSAGES.kindInvalid)),
    from: day,
    to: day,
    vendor_id: v.optional(wholeFromOne(ADMIN_ACTIVITY_MESSAGES.vendorInvalid)),
    /** Quote requests whose thread is in this status (only quotes then). */
    quote_status: v.optional(
      v.picklist(QUOTE_STATUSES, ADMIN_ACTIVITY_MESSAGES.quoteStatusInvalid),
    ),
    buyer: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(ACCOUNT_QUERY_MAX, ADMIN_ACTIVITY_MESSAGES.buyerTooLong),
      ),
      '',
    ),
    page: v.optional(
      v.pipe(wholeFromOne(ADMIN_ACTIVITY_MESSAGES.pageInvalid), v.maxValue(ACCOUNT_PAGE_MAX)),
      '1',
    ),
  }),
  v.forward(
    v.check(
      ({ from, to }) => from === undefined || to === undefined || from <= to,
      ADMIN_ACTIVITY_MESSAGES.rangeInvalid,
    ),
    ['to'],
  ),
)

export type ActivityFilter = v.InferOutput<typeof ActivityFilterSchema>
