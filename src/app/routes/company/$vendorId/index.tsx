import { createFileRoute } from '@tanstack/react-router'
import { DetailSkeleton } from '#app/features/vendors/detail-skeleton.tsx'
import { vendorQuery } from '#app/features/vendors/get-vendor.ts'
import { vendorTacticsQuery } from '#app/features/vendors/get-vendor-tactics.ts'
import { vendorParams } from '#app/features/vendors/route-id.ts'
import { VENDOR_LOAD_FAILED } from '#app/features/vendors/vendor-messages.ts'
import { VendorProfilePage } from '#app/features/vendors/vendor-profile-page.tsx'
import { DetailSearchSchema } from '#app/navigation/detail-search.ts'
import {
  CATALOGUE_PAGE_SLOTS,
  preloadCataloguePageSlots,
} from '#app/shell/catalogue-page-slots.tsx'
import { DetailLoadError, toErrorPage } from '#app/ui/detail-load-error.tsx'
import { STARTUP_SPINNER_MS } from '#app/ui/main-loader.tsx'

/** The public vendor profile (docs/spec/marketplace.md §2). */
export const Route = createFileRoute('/company/$vendorId/')({
  params: vendorParams,
  validateSearch: DetailSearchSchema,
  staticData: { visitorLanding: true },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, location }) => {
    const user = context.session.current?.user
    const viewer = user?.id ?? null
    const [vendor] = await Promise.all([
      context.queryClient
        .ensureQueryData(vendorQuery(context.api, params.vendorId, viewer, deps))
        .catch(toErrorPage(location.href)),
      // The tactics come with the profile, so its list does not pop in after it (and a page drawn
      // by the server shows them); a failure is the list's own to show (vendor-tactics.tsx).
      context.queryClient.prefetchQuery(vendorTacticsQuery(context.api, params.vendorId, viewer)),
      preloadCataloguePageSlots(user, params.vendorId),
    ])
    return vendor
  },
  pendingComponent: DetailSkeleton,
  pendingMs: 0,
  pendingMinMs: STARTUP_SPINNER_MS,
  errorComponent: ({ error }) => <DetailLoadError error={error} message={VENDOR_LOAD_FAILED} />,
  component: VendorProfileRoute,
})

function VendorProfileRoute() {
  const { vendorId } = Route.useParams()
  return (
    <VendorProfilePage
      vendorId={vendorId}
      search={Route.useSearch()}
      slots={CATALOGUE_PAGE_SLOTS}
    />
  )
}
