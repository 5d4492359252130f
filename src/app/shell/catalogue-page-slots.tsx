import { Suspense } from 'react'
import { LazyMembersSection } from '../features/members/lazy-members-section.tsx'
import type { PageSlots, SavedPage, SharedPage } from '../features/vendors/page-slots.ts'
import { retryableLazy } from '../offline/retryable-lazy.ts'
import { useSession } from '../session/use-session.ts'

// Their dialogs bring Ionic: a visitor's page, drawn by the server, loads none of it (docs/performance.md).
const VendorPageActions = retryableLazy(() =>
  import('../features/buyer-actions/vendor-page-actions.tsx').then((module) => ({
    default: module.VendorPageActions,
  })),
)
const InviteVendorButton = retryableLazy(() =>
  import('../features/buyer-actions/invite-vendor-button.tsx').then((module) => ({
    default: module.InviteVendorButton,
  })),
)

const BoothCard = retryableLazy(() =>
  import('../features/events/booth-card.tsx').then((module) => ({ default: module.BoothCard })),
)

const SaveToShortlist = retryableLazy(() =>
  import('../features/shortlists/save-to-shortlist.tsx').then((module) => ({
    default: module.SaveToShortlist,
  })),
)

/** A signed-in user's slot: nothing for a visitor, whose page does not load its code. */
function signedInOnly<P extends object>(Slot: React.ComponentType<P>) {
  return function SignedInSlot(props: P) {
    if (useSession() === null) return null
    return (
      <Suspense fallback={null}>
        <Slot {...props} />
      </Suspense>
    )
  }
}

/** The buyer actions, the members section and the booth card, put into the vendor and tactic pages by their routes. */
export const CATALOGUE_PAGE_SLOTS: PageSlots = {
  Actions: signedInOnly<SharedPage>(VendorPageActions),
  Save: signedInOnly<{ item: SavedPage }>(SaveToShortlist),
  InviteVendor: signedInOnly(InviteVendorButton),
  Members: LazyMembersSection,
  BoothCard: signedInOnly(BoothCard),
}
