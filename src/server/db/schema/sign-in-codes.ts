import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A one-time code that the app exchanges by POST for a new session (docs/api-access.md, "Sign-in
 * codes"): what emailed links and the admin-site hand-off carry instead of session tokens.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeDigest: text('code_digest').notNull().unique(),
    /** From a password reset link: the session it opens may set a password until then. */
    passwordResetUntil: timestamp('password_reset_until', { withTimezone: true }),
    /**
     * From an emailed link: it proves the mailbox only, so an account with two-factor sign-in
     * shows its code too before the session opens. The admin-site hand-off's user already did.
     */
    secondFactorDue: boolean('second_factor_due').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_expires_at').on(t.expiresAt)],
)
