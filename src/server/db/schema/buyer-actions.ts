import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { RECOMMENDATION_KINDS, RECOMMENDATION_STATUSES } from '#domain/admin-recommendations.ts'
import { QUOTE_OUTCOMES } from '#domain/quotes.ts'
import { users } from './accounts.ts'
import { tactics } from './tactics.ts'
import { vendors } from './vendors.ts'

/**
 * The buyer's actions, kept for the admin reports: who, which vendor and tactic, from which search.
 * search_id names a search statistics row but holds no reference: statistics may be pruned.
 */
const actionColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
  tacticId: integer('tactic_id').references(() => tactics.id, { onDelete: 'set null' }),
  searchId: integer('search_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const QUOTE_STATUSES = ['draft', 'sent', 'discarded'] as const

/**
 * A quote request: created as a draft when the modal opens, then sent or discarded (§4). A sent
 * request is a thread both sides follow (docs/spec/workspace.md §3, docs/api-quotes.md).
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    ...actionColumns(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    emailTo: text('email_to').array(),
    emailCc: text('email_cc').array(),
    emailSubject: text('email_subject'),
    emailText: text('email_text'),
    /** When the draft was sent or discarded: a sent request's sending time. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The first time a member of the vendor opened the thread (a super_admin's reading does not count). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The vendor's first reply. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The buyer closed the thread, with an outcome. */
    threadClosedAt: timestamp('thread_closed_at', { withTimezone: true }),
    outcome: text('outcome', { enum: QUOTE_OUTCOMES }),
    nudgedAt: timestamp('nudged_at', { withTimezone: true }),
    /** Sending, then each reply: what the admin site's activity sorts threads by. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  },
  (t) => [
    index('quote_requests_user').on(t.userId, t.closedAt),
    index('quote_requests_vendor').on(t.vendorId, t.closedAt),
  ],
)

export const shares = pgTable(
  'shares',
  {
    ...actionColumns(),
    emails: text('emails').array().notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('shares_vendor').on(t.vendorId)],
)

export const vendorNudges = pgTable(
  'vendor_nudges',
  {
    ...actionColumns(),
    emailTo: text('email_to').array().notNull(),
    emailSubject: text('email_subject').notNull(),
    emailText: text('email_text').notNull(),
  },
  (t) => [index('vendor_nudges_vendor').on(t.vendorId)],
)

/**
 * A vendor or tactic missing from the marketplace; vendor and tactic ids stay empty. Status, note
 * and invited_at are the operators' (docs/api-admin.md, "Recommendations").
 */
export const recommendations = pgTable(
  'recommendations',
  {
    ...actionColumns(),
    kind: text('kind', { enum: RECOMMENDATION_KINDS }).notNull(),
    tacticName: text('tactic_name'),
    vendorName: text('vendor_name'),
    vendorWebsite: text('vendor_website').notNull(),
    vendorEmail: text('vendor_email'),
    status: text('status', { enum: RECOMMENDATION_STATUSES }).notNull().default('new'),
    adminNote: text('admin_note').notNull().default(''),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedEmail: text('invited_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('recommendations_inbox').on(t.status, t.createdAt)],
)
