import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AccountListQuery } from '../../domain/admin-account-schemas.ts'
import {
  ADMIN_ACCOUNTS_PAGE_SIZE,
  type AdminAccount,
  type AdminAccountPage,
} from '../../domain/admin-accounts.ts'
import { rolesOfCompanyType } from '../../domain/roles.ts'
import type { Database } from '../db/client.ts'
import { companies, companyJoinRequests, users, vendors } from '../db/schema/index.ts'

const requestedCompanies = alias(companies, 'requested_companies')

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  companyId: companies.id,
  companyName: companies.name,
  companyType: companies.companyType,
  vendorId: vendors.id,
  requestedCompany: requestedCompanies.name,
  requestDeclinedAt: companyJoinRequests.declinedAt,
  confirmedAt: users.confirmedAt,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  deactivatedAt: users.deactivatedAt,
}

function accountsFrom(db: Database) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(vendors, eq(vendors.companyId, users.companyId))
    .leftJoin(companyJoinRequests, eq(companyJoinRequests.userId, users.id))
    .leftJoin(requestedCompanies, eq(requestedCompanies.id, companyJoinRequests.companyId))
}

type AccountRow = Awaited<ReturnType<typeof accountsFrom>>[number]

const iso = (date: Date | null) => (date ? date.toISOString() : null)

function toAdminAccount(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    company:
      row.companyId !== null && row.companyName !== null && row.companyType !== null
        ? {
            id: row.companyId,
            name: row.companyName,
            company_type: row.companyType,
            vendor_id: row.vendorId,
          }
        : null,
    join_request: row.requestedCompany
      ? {
          company_name: row.requestedCompany,
          status: row.requestDeclinedAt ? 'declined' : 'pending',
        }
      : null,
    confirmed: row.confirmedAt !== null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: iso(row.lastSignInAt),
    deactivated_at: iso(row.deactivatedAt),
    assignable_roles: rolesOfCompanyType(row.companyType),
  }
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Accounts whose full name, email or company name contains the words typed, in any case. */
function matching(query: string): SQL | undefined {
  if (query === '') return undefined
  const pattern = containing(query)
  return sql`((${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}
    or ${users.email} ilike ${pattern}
    or ${companies.name} ilike ${pattern})`
}

/**
 * One page of the accounts a query finds, newest first (docs/api-admin.md, "Accounts"), with how
 * many it finds in all.
 */
export async function listAccounts(
  db: Database,
  { query, role, page }: AccountListQuery,
): Promise<AdminAccountPage> {
  const where = and(matching(query), role ? eq(users.role, role) : undefined)
  const rows = await accountsFrom(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_ACCOUNTS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ACCOUNTS_PAGE_SIZE)
  const [total] = await db
    .select({ count: count() })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
  return {
    accounts: rows.map(toAdminAccount),
    total: total?.count ?? 0,
    page,
    per_page: ADMIN_ACCOUNTS_PAGE_SIZE,
  }
}

/** One account as the admin site shows it, or undefined. */
export async function adminAccount(db: Database, id: number): Promise<AdminAccount | undefined> {
  const [row] = await accountsFrom(db).where(eq(users.id, id))
  return row && toAdminAccount(row)
}
