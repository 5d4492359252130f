import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { COMPANY_ROLES } from '#domain/roles.ts'
import { companies, users } from './accounts.ts'

/** An invitation to join a vendor company, accepted once through its emailed token. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    tokenDigest: text('token_digest').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_company').on(t.companyId)],
)
