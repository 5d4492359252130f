import type { Role } from './roles.ts'

/** docs/spec/access-and-account.md §6: a super_admin cannot delete their own profile. */
export function canDeleteOwnAccount(role: Role): boolean {
  return role !== 'super_admin'
}

/** A super_admin's profile has no job title (docs/spec/access-and-account.md §2, §5). */
export function requiresJobTitle(role: Role): boolean {
  return role !== 'super_admin'
}

/** A super_admin can change anything on the marketplace: they sign in with a second factor. */
export function needsTwoFactor(role: Role): boolean {
  return role === 'super_admin'
}

/** Whether this user's leaving needs a successor: they hold the company's admin role. */
export function isCompanyAdmin(role: Role): boolean {
  return role === 'vendor_admin'
}

/** How a viewer stands to one vendor company: not signed in, or signed in and a member or not. */
export type VendorViewer = { role: Role; member: boolean } | null

/** What a viewer may do with one vendor and its tactics (docs/spec/marketplace.md §2, §6). */
export type VendorRights = {
  /** Everything beyond the limited data a visitor gets with show_data false. */
  seeData: boolean
  seeSalesRepEmail: boolean
  /** Edit the company profile and its logo, and add, edit and delete its tactics. */
  manage: boolean
  /** Mark a tactic featured. */
  feature: boolean
}

export function vendorRights(viewer: VendorViewer): VendorRights {
  if (!viewer) return { seeData: false, seeSalesRepEmail: false, manage: false, feature: false }
  const superAdmin = viewer.role === 'super_admin'
  const vendorRole = viewer.role === 'vendor_admin' || viewer.role === 'vendor_user'
  return {
    seeData: true,
    seeSalesRepEmail: superAdmin || (vendorRole && viewer.member),
    manage: superAdmin || (viewer.role === 'vendor_admin' && viewer.member),
    feature: superAdmin,
  }
}

/**
 * Creating a company profile: a super_admin always, a vendor_admin whose company has none yet;
 * never a cpg_user or a vendor_user (docs/spec/marketplace.md §2, §6).
 */
export function canCreateVendor(role: Role, companyHasVendor: boolean): boolean {
  return role === 'super_admin' || (role === 'vendor_admin' && !companyHasVendor)
}

/**
 * Requesting a quote from or inviting a vendor: any signed-in user but that vendor's own members
 * (docs/spec/marketplace.md §2: the button is hidden for them). Sharing needs only a signed-in user.
 */
export function canContactVendor(viewer: VendorViewer): boolean {
  return viewer !== null && !viewer.member
}
