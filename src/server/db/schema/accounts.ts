import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { COMPANY_TYPES, ROLES } from '#domain/roles.ts'

/** A company name as compared: lower case, spaces trimmed and runs of spaces made one. */
export const normalisedCompanyName = (name: AnyColumn | SQL) =>
  sql`lower(regexp_replace(btrim(${name}), '[[:space:]]+', ' ', 'g'))`

/** A company as registered: a CPG marketer or a vendor, before any public profile exists. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    /** Host of the website without www., for matching registrants to their company. */
    domain: text('domain'),
    companyType: text('company_type', { enum: COMPANY_TYPES }).notNull(),
    logoUrl: text('logo_url'),
    /** vendorNameSkeleton of the name, to find look-alikes of vendor companies; null only until
     * the start after it was written without it fills it in. */
    nameSkeleton: text('name_skeleton'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_type_domain').on(t.companyType, t.domain),
    // One company per name and type, whatever the case or spacing: parallel registrations naming
    // a new company make one (src/server/accounts/companies.ts).
    uniqueIndex('companies_type_normalised_name').on(t.companyType, normalisedCompanyName(t.name)),
    index('companies_type_name_skeleton').on(t.companyType, t.nameSkeleton),
  ],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    phoneNumber: text('phone_number'),
    role: text('role', { enum: ROLES }).notNull(),
    companyId: integer('company_id').references(() => companies.id),
    profilePictureUrl: text('profile_picture_url'),
    digestNotification: boolean('digest_notification').notNull().default(false),
    /** A vendor member's weekly digest carries the vendor's insights unless turned off (opt-out). */
    insightsDigest: boolean('insights_digest').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the weekly digest was last sent to this user. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /** When a session was last opened for this user (a password, an emailed link, an invitation). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set by a super_admin: the account keeps its data but cannot sign in or use a session. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The authenticator's secret, encrypted (two-factor.ts); set at set-up, before it is on. */
    totpSecret: text('totp_secret'),
    /** When two-factor sign-in was turned on; null while off or only being set up. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The latest 30-second step whose code was accepted: each step's code works once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // email_key: src/server/accounts/email-key.ts, one form of an address for every comparison.
    uniqueIndex('users_email_key').on(sql`email_key(${t.email})`),
    index('users_company').on(t.companyId),
  ],
)
