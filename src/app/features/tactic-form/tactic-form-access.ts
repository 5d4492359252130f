import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { SessionUser } from '../../session/session-types.ts'
import { managesVendor } from '../../session/vendor-viewer.ts'

/** A cpg_user, a vendor_user or another vendor's admin goes to /forbidden (docs/spec/marketplace.md §6). */
export function demandTacticManager(
  user: SessionUser | undefined,
  vendorId: number,
  location: ParsedLocation,
) {
  if (!managesVendor(user, vendorId)) {
    throw redirect({ to: '/forbidden', replace: true, state: { from: location.href } })
  }
}
