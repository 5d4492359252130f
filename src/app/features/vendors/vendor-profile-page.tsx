import '../../ui/surfaces.css'
import './vendors.css'
import { vendorPageMeta } from '#domain/page-meta.ts'
import { memberKeys } from '../../api/member-keys.ts'
import { vendorKeys } from '../../api/vendor-keys.ts'
import { BackToResults } from '../../navigation/back-to-results.tsx'
import type { DetailSearch } from '../../navigation/detail-search.ts'
import { useSession } from '../../session/use-session.ts'
import { isVendorMember, managesVendor, seesVendorAdminBlock } from '../../session/vendor-viewer.ts'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { useVendor } from './get-vendor.ts'
import type { PageSlots } from './page-slots.ts'
import { useRecordPageView } from './record-page-view.ts'
import { useVisitorGate } from './use-visitor-gate.ts'
import { VendorAdminBlock } from './vendor-admin-block.tsx'
import { VendorInfo } from './vendor-info.tsx'
import { VENDOR_TEXT } from './vendor-messages.ts'
import { VendorTactics } from './vendor-tactics.tsx'
import { VisitorNotice } from './visitor-notice.tsx'

/** /company/{vendorId} (docs/spec/marketplace.md §2 Vendor profile). */
export function VendorProfilePage({
  vendorId,
  search,
  slots: { Actions, Save, InviteVendor, Members, BoothCard },
}: {
  vendorId: number
  search: DetailSearch
  slots: PageSlots
}) {
  const view = useVendor(vendorId, search)
  // Pulled down, the profile, its tactics and its members load again.
  usePageRefresh([vendorKeys.all, memberKeys.all])
  const user = useSession()?.user
  const vendor = view.data
  const detail = view.showData ? view.data : null

  usePageMeta({
    ...vendorPageMeta({
      name: vendor.name,
      vendorTypes: vendor.vendor_types,
      description: detail?.description,
    }),
    image: vendor.logo,
  })

  useVisitorGate(view.showData)
  useRecordPageView({ vendorId })

  // Its members print the card for their booth; a buyer finds it after the tactics (§6).
  const own = isVendorMember(user, vendorId)
  const boothCard = detail && (
    <BoothCard vendor={{ id: vendorId, name: vendor.name, logo: vendor.logo }} own={own} />
  )

  const vendorTypes = vendor.vendor_types.map((name, index) => ({
    name,
    slug: detail?.vendor_type_slugs[index] ?? null,
  }))

  return (
    <article className="container detail-page vendor-profile" aria-labelledby="vendor-title">
      <BackToResults />
      <header className="detail-page__header">
        <div className="detail-page__title-row">
          <h1 id="vendor-title">{vendor.name}</h1>
          <Save
            item={{
              kind: 'vendor',
              id: vendorId,
              name: vendor.name,
              vendor: { id: vendorId, name: vendor.name, logo_url: vendor.logo },
              description: detail?.description ?? '',
            }}
          />
        </div>
        <Actions vendor={vendor} searchId={search.search_id ?? null} />
      </header>
      {detail?.nudge_banner && (
        <aside className="alert alert--info nudge-banner" aria-label="About this profile">
          <p className="alert__message">{VENDOR_TEXT.nudgeBanner}</p>
          <InviteVendor
            vendorId={vendorId}
            vendorName={vendor.name}
            searchId={search.search_id ?? null}
          />
        </aside>
      )}
      {!detail && <VisitorNotice />}
      {/* Under the title, where the company's own people and a super_admin look first. */}
      {detail && seesVendorAdminBlock(user, vendorId) && <VendorAdminBlock vendor={detail} />}
      {own && boothCard}
      <VendorInfo vendor={vendor} detail={detail} searchId={search.search_id ?? null} />
      <VendorTactics
        vendorId={vendorId}
        vendorTypes={vendorTypes}
        canAddTactic={Boolean(detail) && managesVendor(user, vendorId)}
        save={{ Save, vendor: { id: vendorId, name: vendor.name, logo_url: vendor.logo } }}
      />
      {!own && boothCard}
      {detail && <Members vendorId={vendorId} companyName={vendor.name} />}
    </article>
  )
}
