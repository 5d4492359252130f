import { type AppPage, companyPage, FORBIDDEN_PAGE } from './app-page.ts'
import type { Role } from './roles.ts'

type SignedInUser = { role: Role; vendor_id: number | null }

/**
 * Who is sent away from /company/create (docs/spec/marketplace.md §2 "Company profile create and edit", §6):
 * a cpg_user, a vendor_user (to their company if it has a profile), and a vendor_admin whose company
 * already has one. Null lets the form open.
 */
export function companyCreateRedirect(user: SignedInUser): AppPage | null {
  switch (user.role) {
    case 'super_admin':
      return null
    case 'cpg_user':
      return FORBIDDEN_PAGE
    case 'vendor_user':
      return user.vendor_id ? companyPage(user.vendor_id) : FORBIDDEN_PAGE
    case 'vendor_admin':
      return user.vendor_id ? companyPage(user.vendor_id) : null
  }
}

/**
 * Who is sent away from /company/{vendorId}/edit: only a super_admin and the vendor's own
 * vendor_admin edit it (§2, §6); the API answers 403 to the others as well.
 */
export function companyEditRedirect(user: SignedInUser, vendorId: number): AppPage | null {
  if (user.role === 'super_admin') return null
  if (user.role === 'vendor_admin' && user.vendor_id === vendorId) return null
  return FORBIDDEN_PAGE
}

/** Where leaving the create form without saving goes: a super_admin to /search, others to /company. */
export function leaveCompanyCreateTarget(role: Role): '/search' | '/company' {
  return role === 'super_admin' ? '/search' : '/company'
}
