import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Account } from '../../domain/account.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import type { Database } from '../db/client.ts'
import { companies, companyJoinRequests, users, vendors } from '../db/schema/index.ts'

const requestedCompanies = alias(companies, 'requested_companies')

import { HttpError } from '../http-errors.ts'

/** The current user as the API answers it, with the company and its vendor profile, if any. */
export async function loadAccount(db: Database, userId: number): Promise<Account> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      role: users.role,
      company_name: companies.name,
      company_type: companies.companyType,
      vendor_id: vendors.id,
      job_title: users.jobTitle,
      phone_number: users.phoneNumber,
      profile_picture: users.profilePictureUrl,
      digest_notification: users.digestNotification,
      insights_digest: users.insightsDigest,
      two_factor_enabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      join_request_company: requestedCompanies.name,
      join_request_declined_at: companyJoinRequests.declinedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(vendors, eq(vendors.companyId, users.companyId))
    .leftJoin(companyJoinRequests, eq(companyJoinRequests.userId, users.id))
    .leftJoin(requestedCompanies, eq(requestedCompanies.id, companyJoinRequests.companyId))
    .where(eq(users.id, userId))
  // The user was deleted while the request was under way.
  if (!row) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  const { join_request_company, join_request_declined_at, ...account } = row
  const join_request = join_request_company
    ? {
        company_name: join_request_company,
        status: join_request_declined_at ? ('declined' as const) : ('pending' as const),
      }
    : null
  return { ...account, join_request }
}
