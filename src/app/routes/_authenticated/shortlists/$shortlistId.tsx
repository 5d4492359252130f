import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { ApiClient } from '#app/api/api-client.ts'
import { compareQuery } from '#app/features/compare/compare-query.ts'
import { requireShortlists } from '#app/features/shortlists/shortlist-access.ts'
import { ShortlistPage } from '#app/features/shortlists/shortlist-page.tsx'
import { shortlistQuery } from '#app/features/shortlists/shortlist-queries.ts'
import { tacticQuery } from '#app/features/vendors/get-tactic.ts'
import { vendorQuery } from '#app/features/vendors/get-vendor.ts'
import { vendorTacticsQuery } from '#app/features/vendors/get-vendor-tactics.ts'
import { routeId } from '#app/features/vendors/route-id.ts'
import { isOffline } from '#app/offline/connectivity.ts'
import { COMPARE_MAX, COMPARE_MIN } from '#domain/compare.ts'

/**
 * The pages of a list's items, fetched once the list is: a list opened here opens offline with
 * its items' pages and its comparison (docs/spec/workspace.md §1 "Offline"), one after the other,
 * behind the screen.
 */
async function keepItemPages(queryClient: QueryClient, api: ApiClient, id: number, viewer: number) {
  const list = await queryClient.ensureQueryData(shortlistQuery(api, id)).catch(() => null)
  const tactics = (list?.items ?? []).flatMap((item) =>
    item.kind === 'tactic' ? [item.tactic.tactic.id] : [],
  )
  // The comparison its Compare opens (docs/spec/workspace.md §2: offline for saved tactics).
  if (tactics.length >= COMPARE_MIN && !isOffline())
    await queryClient.prefetchQuery(compareQuery(api, tactics.slice(0, COMPARE_MAX)))
  for (const item of list?.items ?? []) {
    if (isOffline()) return
    if (item.kind === 'vendor') {
      await queryClient.prefetchQuery(vendorQuery(api, item.vendor.id, viewer, {}))
      await queryClient.prefetchQuery(vendorTacticsQuery(api, item.vendor.id, viewer))
    } else {
      const { vendor, tactic } = item.tactic
      await queryClient.prefetchQuery(tacticQuery(api, vendor.id, tactic.id, viewer, {}))
    }
  }
}

/** One shortlist: its items with notes, rename, delete, share, leave (docs/spec/workspace.md §1). */
export const Route = createFileRoute('/_authenticated/shortlists/$shortlistId')({
  params: {
    parse: ({ shortlistId }: { shortlistId: string }) => ({ shortlistId: routeId(shortlistId) }),
    stringify: ({ shortlistId }: { shortlistId: number }) => ({ shortlistId: String(shortlistId) }),
  },
  beforeLoad: ({ context, location }) => requireShortlists(context.session, location),
  loader: ({ context: { queryClient, api, session }, params }) => {
    const viewer = session.current?.user.id
    if (viewer !== undefined) void keepItemPages(queryClient, api, params.shortlistId, viewer)
  },
  component: ShortlistRoute,
})

function ShortlistRoute() {
  return <ShortlistPage id={Route.useParams().shortlistId} />
}
