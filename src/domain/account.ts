import type { CompanyType, Role } from './roles.ts'

/** The current user as the API answers it (docs/spec/access-and-account.md §3). */
export type Account = {
  id: number
  email: string
  first_name: string
  last_name: string
  role: Role
  company_name: string | null
  company_type: CompanyType | null
  vendor_id: number | null
  job_title: string | null
  phone_number: string | null
  profile_picture: string | null
  digest_notification: boolean
  /** A vendor member's weekly digest carries the company's insights (docs/spec/workspace.md §5). */
  insights_digest: boolean
  /** Whether signing in asks for a code from an authenticator app after the password. */
  two_factor_enabled: boolean
  /** A request to join an existing vendor company that is not approved (docs/api-access.md). */
  join_request: { company_name: string; status: 'pending' | 'declined' } | null
}

/** Response headers of token auth; the client sends the first three back on every call. */
export const SESSION_HEADER_NAMES = [
  'access-token',
  'client',
  'uid',
  'expiry',
  'token-type',
] as const
