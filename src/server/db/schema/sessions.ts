import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** One signed-in client (a browser or device) of a user; tokens are kept only as HMAC digests. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenDigest: text('token_digest').notNull(),
    /** The token the current one replaced: parallel requests and other tabs may still send it. */
    previousTokenDigest: text('previous_token_digest'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    /** When the current token first came back; null until then, so a lost answer is recoverable. */
    tokenSeenAt: timestamp('token_seen_at', { withTimezone: true }),
    /** Set by a password reset link: until then this session may set a password without the old one. */
    passwordResetUntil: timestamp('password_reset_until', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** However often its token is renewed, the session ends then: a set time after the sign-in. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_user_client').on(t.userId, t.client),
    index('sessions_expires_at').on(t.expiresAt),
  ],
)
