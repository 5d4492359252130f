import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { compareQuery } from '#app/features/compare/compare-query.ts'
import { RequestQuotesButton } from '#app/features/quotes/request-quotes-button.tsx'
import { requireShortlists } from '#app/features/shortlists/shortlist-access.ts'
import { ShortlistPage } from '#app/features/shortlists/shortlist-page.tsx'
import { shortlistQuery } from '#app/features/shortlists/shortlist-queries.ts'
import { tacticQuery } from '#app/features/vendors/get-tactic.ts'
import { vendorQuery } from '#app/features/vendors/get-vendor.ts'
import { vendorTacticsQuery } from '#app/features/vendors/get-vendor-tactics.ts'
import { routeId } from '#app/features/vendors/route-id.ts'
import { isOffline, untilOnline } from '#app/offline/connectivity.ts'
import type { RouterContext } from '#app/router-context.ts'
import { COMPARE_MAX, COMPARE_MIN } from '#domain/compare.ts'

/** How often one page is asked for across lost connections before it is left out. */
const KEEP_TRIES = 3

/**
 * The pages of a list's items, fetched once the list is: a list opened here opens offline with
 * its items' pages and its comparison (docs/spec/workspace.md §1 "Offline"), one after the other,
 * behind the screen. A connection lost on the way (lie-fi at a show) pauses it; it goes on when the
 * app is back online, while the same person is signed in.
 */
async function keepItemPages(
  queryClient: QueryClient,
  { api, session }: Pick<RouterContext, 'api' | 'session'>,
  id: number,
) {
  const viewer = session.current?.user.id
  if (viewer === undefined) return
  const keep = async (prefetch: () => Promise<void>) => {
    for (let tries = 0; tries < KEEP_TRIES; tries++) {
      await untilOnline()
      if (session.current?.user.id !== viewer) return false
      await prefetch()
      // Answered, or refused for good (a page since removed): no use asking again.
      if (!isOffline()) return true
    }
    return false
  }
  if (!(await keep(() => queryClient.prefetchQuery(shortlistQuery(api, id))))) return
  const list = queryClient.getQueryData(shortlistQuery(api, id).queryKey)
  const tactics = (list?.items ?? []).flatMap((item) =>
    item.kind === 'tactic' ? [item.tactic.tactic.id] : [],
  )
  // The comparison its Compare opens (docs/spec/workspace.md §2: offline for saved tactics).
  if (tactics.length >= COMPARE_MIN)
    await keep(() => queryClient.prefetchQuery(compareQuery(api, tactics.slice(0, COMPARE_MAX))))
  for (const item of list?.items ?? []) {
    if (item.kind === 'vendor') {
      await keep(() => queryClient.prefetchQuery(vendorQuery(api, item.vendor.id, viewer, {})))
      await keep(() => queryClient.prefetchQuery(vendorTacticsQuery(api, item.vendor.id, viewer)))
    } else {
      const { vendor, tactic } = item.tactic
      await keep(() =>
        queryClient.prefetchQuery(tacticQuery(api, vendor.id, tactic.id, viewer, {})),
      )
    }
  }
}

/**
 * One shortlist: its items with notes, rename, delete, share, leave (docs/spec/workspace.md §1),
 * and Request quotes from its vendors (§3).
 */
export const Route = createFileRoute('/_authenticated/shortlists/$shortlistId')({
  params: {
    parse: ({ shortlistId }: { shortlistId: string }) => ({ shortlistId: routeId(shortlistId) }),
    stringify: ({ shortlistId }: { shortlistId: number }) => ({ shortlistId: String(shortlistId) }),
  },
  beforeLoad: ({ context, location }) => requireShortlists(context.session, location),
  loader: ({ context: { queryClient, ...context }, params }) =>
    void keepItemPages(queryClient, context, params.shortlistId),
  component: ShortlistRoute,
})

function ShortlistRoute() {
  return (
    <ShortlistPage
      id={Route.useParams().shortlistId}
      actions={(list) => <RequestQuotesButton list={list} />}
    />
  )
}
