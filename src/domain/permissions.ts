import type { CompanyType, Role } from './roles.ts'

/** access-and-account.md §6: a super_admin cannot delete their own profile. */
export function canDeleteOwnAccount(role: Role): boolean {
  return role !== 'super_admin'
}

/** A super_admin's profile has no job title (access-and-account.md §2, §5). */
export function requiresJobTitle(role: Role): boolean {
  return role !== 'super_admin'
}

/** Whether this user's leaving needs a successor: they hold the company's admin role. */
export function isCompanyAdmin(role: Role): boolean {
  return role === 'vendor_admin'
}

/** The first registrant of a vendor company becomes its admin; CPG registrants are buyers. */
export function registrantRole(companyType: CompanyType, companyHasMembers: boolean): Role {
  if (companyType === 'cpg') return 'cpg_user'
  return companyHasMembers ? 'vendor_user' : 'vendor_admin'
}
