import { Suspense } from 'react'
import type { PageSlots, SavedPage, SharedPage } from '../features/vendors/page-slots.ts'
import { retryableLazy } from '../offline/retryable-lazy.ts'
import type { SessionUser } from '../session/session-types.ts'
import { useSession } from '../session/use-session.ts'
import { seesVendorAdminBlock } from '../session/vendor-viewer.ts'

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

// Its forms library stays out of the page's first paint.
const MembersSection = retryableLazy(() =>
  import('../features/members/members-section.tsx').then((module) => ({
    default: module.MembersSection,
  })),
)

/** A slot shown to `shows` only, in a boundary of its own: nobody else's page loads its code. */
function shownTo<P extends object>(
  shows: (user: SessionUser, props: P) => boolean,
  Slot: React.ComponentType<P>,
) {
  return function GuardedSlot(props: P) {
    const user = useSession()?.user
    if (!user || !shows(user, props)) return null
    return (
      <Suspense fallback={null}>
        <Slot {...props} />
      </Suspense>
    )
  }
}

const signedIn = () => true

/** The buyer actions, the members section and the booth card, put into the vendor and tactic pages by their routes. */
export const CATALOGUE_PAGE_SLOTS: PageSlots = {
  Actions: shownTo<SharedPage>(signedIn, VendorPageActions),
  Save: shownTo<{ item: SavedPage }>(signedIn, SaveToShortlist),
  InviteVendor: shownTo(signedIn, InviteVendorButton),
  // The team for its admins and a super_admin, a request for admin access for its other members.
  Members: shownTo((user, { vendorId }) => seesVendorAdminBlock(user, vendorId), MembersSection),
  BoothCard: shownTo(signedIn, BoothCard),
}

/**
 * The code of the slots a signed-in user's vendor or tactic page draws, fetched by its route with
 * the page's data: the page is then drawn whole in one commit, where each slot suspending on its
 * chunk cost a wave of requests and React's hold on revealing content (docs/offline.md). A chunk
 * that cannot be fetched is left to its slot, which shows nothing and tries again.
 */
export function preloadCataloguePageSlots(user: SessionUser | undefined, vendorId: number) {
  if (!user) return Promise.resolve()
  const slots: { preload(): Promise<void> }[] = [
    VendorPageActions,
    SaveToShortlist,
    InviteVendorButton,
    BoothCard,
  ]
  if (seesVendorAdminBlock(user, vendorId)) slots.push(MembersSection)
  return Promise.all(slots.map((slot) => slot.preload())).then(
    () => {},
    () => {},
  )
}
