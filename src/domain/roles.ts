export const ROLES = ['super_admin', 'cpg_user', 'vendor_admin', 'vendor_user'] as const
export type Role = (typeof ROLES)[number]

/** The roles a member of a vendor company can hold, and be invited with. */
export const COMPANY_ROLES = ['vendor_admin', 'vendor_user'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const COMPANY_TYPES = ['cpg', 'vendor'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]
