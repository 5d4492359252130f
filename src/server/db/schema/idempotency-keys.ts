import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * One row per Idempotency-Key a user (or, for visitor calls such as registration, nobody) sent to
 * one method and path: inserted first (no status yet), then completed with the answer that every
 * repeat replays, in the transaction of the request's own writes (src/server/idempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** Null for a visitor's call. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Visitors' keys (no user) are unique too: null user ids count as equal.
    unique('idempotency_keys_scope').on(t.userId, t.key, t.method, t.path).nullsNotDistinct(),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
)
