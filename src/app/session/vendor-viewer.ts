import type { SessionUser } from './session-types.ts'

/** A member of this vendor's company (its vendor_admin or vendor_user). */
export function isVendorMember(user: SessionUser | undefined, vendorId: number): boolean {
  const vendorRole = user?.role === 'vendor_admin' || user?.role === 'vendor_user'
  return vendorRole && user?.vendor_id === vendorId
}

/** Who sees a vendor's admin block: its members and a super_admin (docs/spec/marketplace.md §2, §6). */
export function seesVendorAdminBlock(user: SessionUser | undefined, vendorId: number): boolean {
  return user?.role === 'super_admin' || isVendorMember(user, vendorId)
}

/** A vendor_admin of this vendor: the tactic page hides the vendor block from them (§2). */
export function isVendorAdminOf(user: SessionUser | undefined, vendorId: number): boolean {
  return user?.role === 'vendor_admin' && user.vendor_id === vendorId
}

/** A vendor_admin on another vendor's tactic goes to their own company page (§6). */
export function foreignTacticRedirect(
  user: SessionUser | undefined,
  vendorId: number,
): number | null {
  if (user?.role !== 'vendor_admin' || user.vendor_id === null) return null
  return user.vendor_id === vendorId ? null : user.vendor_id
}

/** Who adds, edits and deletes this vendor's tactics: its vendor_admin or a super_admin (§6). */
export function managesVendor(user: SessionUser | undefined, vendorId: number): boolean {
  return user?.role === 'super_admin' || isVendorAdminOf(user, vendorId)
}
