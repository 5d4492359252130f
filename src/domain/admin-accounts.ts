import type { CompanyType, Role } from './roles.ts'

/** Accounts a page of the admin site's list holds (docs/api-admin.md, "Accounts"). */
export const ADMIN_ACCOUNTS_PAGE_SIZE = 20
/** Longer than any name, email or company name a person types to find one. */
export const ACCOUNT_QUERY_MAX = 100
/** Past any real list of accounts: a larger page number is a mistake, not a page. */
export const ACCOUNT_PAGE_MAX = 100_000

/** An account as the admin site lists it. */
export type AdminAccount = {
  id: number
  first_name: string
  last_name: string
  email: string
  role: Role
  company: { id: number; name: string; company_type: CompanyType; vendor_id: number | null } | null
  /** A request to join an existing vendor company that is not approved (docs/api-access.md). */
  join_request: { company_name: string; status: 'pending' | 'declined' } | null
  confirmed: boolean
  created_at: string
  last_sign_in_at: string | null
  /** Null while the account is active. */
  deactivated_at: string | null
  /** The roles it may be given: those of its company's kind (src/domain/roles.ts). */
  assignable_roles: readonly Role[]
}

export type AdminAccountPage = {
  accounts: AdminAccount[]
  total: number
  page: number
  per_page: number
}
