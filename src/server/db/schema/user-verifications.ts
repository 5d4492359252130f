import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { COMPANY_TYPES } from '#domain/roles.ts'

/** Registration step one, kept until the registrant creates the account or gives up. */
export const userVerifications = pgTable(
  'user_verifications',
  {
    /** Random, so nobody can drop another registrant's row by counting. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    companyWebsite: text('company_website').notNull(),
    companyType: text('company_type', { enum: COMPANY_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_verifications_email_key').on(sql`email_key(${t.email})`),
    index('user_verifications_created_at').on(t.createdAt),
  ],
)
