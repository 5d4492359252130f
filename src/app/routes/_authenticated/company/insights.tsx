import { createFileRoute, redirect } from '@tanstack/react-router'
import { insightsQuery } from '#app/features/insights/insight-queries.ts'
import { InsightsPage } from '#app/features/insights/insights-page.tsx'
import { InsightsSearchSchema, periodOf } from '#app/features/insights/insights-search.ts'
import { canReadInsights } from '#domain/insights.ts'

/** A vendor's insights (docs/spec/workspace.md §5): its members, and super_admin with `vendor`. */
export const Route = createFileRoute('/_authenticated/company/insights')({
  validateSearch: InsightsSearchSchema,
  beforeLoad: ({ context, location }) => {
    const user = context.session.current?.user
    if (user && !canReadInsights({ role: user.role, member: user.vendor_id !== null })) {
      throw redirect({ to: '/forbidden', replace: true, state: { from: location.href } })
    }
  },
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows the device's copy at once, offline too.
  loader: ({ context: { queryClient, api, session }, deps }) => {
    const user = session.current?.user
    const vendorId = user?.role === 'super_admin' ? deps.vendor : user?.vendor_id
    if (vendorId) void queryClient.prefetchQuery(insightsQuery(api, vendorId, periodOf(deps)))
  },
  component: InsightsRoute,
})

function InsightsRoute() {
  return <InsightsPage search={Route.useSearch()} />
}
