import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Every outgoing email, written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    ccAddresses: text('cc_addresses').array(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The Message-ID header, chosen at the first attempt and kept by every retry. */
    messageId: text('message_id'),
    /**
     * Set just before the end of the message is sent to the SMTP server (the point where it
     * accepts it), cleared when it refuses it: set on a row still pending means the worker died
     * not knowing whether the server accepted it (docs/offline.md "Mail exactly once").
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** How many times such an unconfirmed hand-over was sent again. */
    unconfirmedHandovers: integer('unconfirmed_handovers').notNull().default(0),
    /** The SMTP server's answer accepting the message (its queue id). */
    smtpResponse: text('smtp_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt)],
)
