import { InviteVendorButton } from '../features/buyer-actions/invite-vendor-button.tsx'
import { VendorPageActions } from '../features/buyer-actions/vendor-page-actions.tsx'
import { LazyMembersSection } from '../features/members/lazy-members-section.tsx'
import type { PageSlots } from '../features/vendors/page-slots.ts'

/** The buyer actions and the members section, put into the vendor and tactic pages by their routes. */
export const CATALOGUE_PAGE_SLOTS: PageSlots = {
  Actions: VendorPageActions,
  InviteVendor: InviteVendorButton,
  Members: LazyMembersSection,
}
