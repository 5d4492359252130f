import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { QUOTE_SIDES } from '#domain/quotes.ts'
import { users } from './accounts.ts'
import { quoteRequests } from './buyer-actions.ts'

/** A reply in a quote thread (docs/spec/workspace.md §3); its author's deletion keeps it. */
export const quoteReplies = pgTable(
  'quote_replies',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    side: text('side', { enum: QUOTE_SIDES }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_replies_thread').on(t.quoteRequestId, t.createdAt, t.id),
    index('quote_replies_author').on(t.authorId),
  ],
)

export const QUOTE_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const

/**
 * A file attached to a reply, kept in the upload storage's private folder (never served under
 * /uploads): only GET /quotes/{id}/attachments/{attachmentId} streams it, to the thread's readers.
 */
export const quoteAttachments = pgTable(
  'quote_attachments',
  {
    id: serial('id').primaryKey(),
    replyId: integer('reply_id')
      .notNull()
      .references(() => quoteReplies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type', { enum: QUOTE_ATTACHMENT_TYPES }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('quote_attachments_reply').on(t.replyId, t.id)],
)
