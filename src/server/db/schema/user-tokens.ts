import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

export const USER_TOKEN_PURPOSES = ['confirmation', 'password_reset'] as const
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number]

/** Single-use emailed tokens (email confirmation, password reset), kept as HMAC digests. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_user_purpose').on(t.userId, t.purpose),
    index('user_tokens_expires_at').on(t.expiresAt),
  ],
)
