import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Fixed-window counters (login failures, emails sent), shared by every app server. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
