import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { SessionStore } from '../../session/session-store.ts'

const forbidden = (location: ParsedLocation) =>
  redirect({ to: '/forbidden', replace: true, state: { from: location.href } })

/** /quotes: the requests a buyer sent (§3), cpg_user's and super_admin's; others Access denied. */
export function requireBuyerQuotes(session: SessionStore, location: ParsedLocation): void {
  const role = session.current?.user.role
  if (role && role !== 'cpg_user' && role !== 'super_admin') throw forbidden(location)
}

/**
 * /company/quotes: a vendor member's (vendor_admin, vendor_user) requests to their vendor (§3).
 * Answers the vendor's id; anyone without one gets Access denied.
 */
export function requireVendorQuotes(
  session: SessionStore,
  location: ParsedLocation,
): { vendorId: number } {
  const user = session.current?.user
  const member = user?.role === 'vendor_admin' || user?.role === 'vendor_user'
  if (!member || !user.vendor_id) throw forbidden(location)
  return { vendorId: user.vendor_id }
}
