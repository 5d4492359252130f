export const ROLES = ['super_admin', 'cpg_user', 'vendor_admin', 'vendor_user'] as const
export type Role = (typeof ROLES)[number]

/** The roles a member of a vendor company can hold, and be invited with. */
export const COMPANY_ROLES = ['vendor_admin', 'vendor_user'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const COMPANY_TYPES = ['cpg', 'vendor'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]

/**
 * The roles an account of a company of this kind may hold: a CPG marketer's company has one, a
 * vendor company its admins and users. An account without a company (a super_admin, a registrant
 * waiting to join) has none to be given.
 */
export function rolesOfCompanyType(companyType: CompanyType | null): readonly Role[] {
  if (companyType === 'cpg') return ['cpg_user']
  if (companyType === 'vendor') return COMPANY_ROLES
  return []
}
