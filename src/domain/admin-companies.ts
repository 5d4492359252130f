import * as v from 'valibot'
import { idField } from './fields.ts'
import type { JoinRequest } from './member-schemas.ts'

/** Companies a search of the admin site's Companies section answers at most. */
export const COMPANY_SEARCH_LIMIT = 20
export const COMPANY_QUERY_MAX = 100

/** A company as the admin site lists it for a merge. */
export type AdminCompany = {
  id: number
  name: string
  website: string | null
  company_type: 'cpg' | 'vendor'
  members: number
  /** Its vendor profile, if it has one, with the number of its tactics. */
  vendor_id: number | null
  tactics: number
}

/** An open request to join a company with members, as the admin site lists it. */
export type AdminJoinRequest = JoinRequest & {
  company: { id: number; name: string; website: string | null }
  vendor_id: number | null
}

/**
 * A claim of a company without members. `lookalike_of` names a vendor registered before it whose
 * name looks like the company's (Cyrillic а for a, rn for m): a look-alike, or the firm itself?
 */
export type AdminVendorClaim = AdminJoinRequest & { lookalike_of: string | null }

/** The server's texts about companies in the admin site; the app shows the first it receives. */
export const ADMIN_COMPANY_MESSAGES = {
  notFound: 'Company not found',
  queryTooLong: `Search for at most ${COMPANY_QUERY_MAX} characters`,
  targetRequired: 'Choose the company to keep',
  mergeSelf: 'Choose another company to keep',
  vendorIntoCpg: 'A vendor company cannot be merged into a CPG company: keep the vendor company',
} as const

export const CompanySearchQuerySchema = v.object({
  query: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(COMPANY_QUERY_MAX, ADMIN_COMPANY_MESSAGES.queryTooLong),
    ),
    '',
  ),
})

// The object's message is also that of its missing key.
export const CompanyMergeSchema = v.object(
  { into_id: v.config(idField(), { message: ADMIN_COMPANY_MESSAGES.targetRequired }) },
  ADMIN_COMPANY_MESSAGES.targetRequired,
)
