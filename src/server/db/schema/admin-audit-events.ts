import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Every change an operator made in the admin site (docs/api-admin.md, "Audit log"), written in
 * the same transaction as the change. before/after hold what the change touched, never a secret.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: serial('id').primaryKey(),
    /** Null once the operator's account is gone; the event stays. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id'),
    /** The target's name when the change was made (an email, a company), kept if it goes. */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_events_newest').on(t.createdAt, t.id),
    index('admin_audit_events_action').on(t.action, t.createdAt),
  ],
)
