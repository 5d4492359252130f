import { createFileRoute, redirect } from '@tanstack/react-router'
import { DetailSkeleton } from '#app/features/vendors/detail-skeleton.tsx'
import { tacticQuery } from '#app/features/vendors/get-tactic.ts'
import { tacticParams } from '#app/features/vendors/route-id.ts'
import { TacticDetailsPage } from '#app/features/vendors/tactic-details-page.tsx'
import { TACTIC_LOAD_FAILED } from '#app/features/vendors/tactic-messages.ts'
import { DetailSearchSchema } from '#app/navigation/detail-search.ts'
import { foreignTacticRedirect } from '#app/session/vendor-viewer.ts'
import {
  CATALOGUE_PAGE_SLOTS,
  preloadCataloguePageSlots,
} from '#app/shell/catalogue-page-slots.tsx'
import { DetailLoadError, toErrorPage } from '#app/ui/detail-load-error.tsx'
import { STARTUP_SPINNER_MS } from '#app/ui/main-loader.tsx'

/** The public tactic details (docs/spec/marketplace.md §2). */
export const Route = createFileRoute('/company/$vendorId/tactics/$tacticId/')({
  params: tacticParams,
  validateSearch: DetailSearchSchema,
  staticData: { visitorLanding: true },
  beforeLoad: ({ context, params }) => {
    const own = foreignTacticRedirect(context.session.current?.user, params.vendorId)
    if (own !== null) throw redirect({ to: '/company/$vendorId', params: { vendorId: own } })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, location }) => {
    const user = context.session.current?.user
    const [tactic] = await Promise.all([
      context.queryClient
        .ensureQueryData(
          tacticQuery(context.api, params.vendorId, params.tacticId, user?.id ?? null, deps),
        )
        .catch(toErrorPage(location.href)),
      preloadCataloguePageSlots(user, params.vendorId),
    ])
    return tactic
  },
  pendingComponent: DetailSkeleton,
  pendingMs: 0,
  pendingMinMs: STARTUP_SPINNER_MS,
  errorComponent: ({ error }) => <DetailLoadError error={error} message={TACTIC_LOAD_FAILED} />,
  component: TacticDetailsRoute,
})

function TacticDetailsRoute() {
  const { vendorId, tacticId } = Route.useParams()
  return (
    <TacticDetailsPage
      vendorId={vendorId}
      tacticId={tacticId}
      search={Route.useSearch()}
      slots={CATALOGUE_PAGE_SLOTS}
    />
  )
}
