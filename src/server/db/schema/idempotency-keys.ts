import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * One row per Idempotency-Key a user sent to one method and path: inserted first (in flight, no
 * status yet), then completed with the answer that every repeat replays (src/server/idempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope').on(t.userId, t.key, t.method, t.path),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
)
