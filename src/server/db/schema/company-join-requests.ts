import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { companies, users } from './accounts.ts'

/**
 * A registrant waiting to join an existing vendor company (docs/api-access.md, "Joining an
 * existing company"): its admins decide, or a super_admin when it has no members (a claim). The
 * user has no company until then.
 */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** When the deciders were emailed: once, after the registrant confirmed the address. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_join_requests_company').on(t.companyId)],
)
