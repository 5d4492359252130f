import { createFileRoute } from '@tanstack/react-router'
import { requireShortlists } from '#app/features/shortlists/shortlist-access.ts'
import { savedItemsQuery, shortlistsQuery } from '#app/features/shortlists/shortlist-queries.ts'
import { ShortlistsPage } from '#app/features/shortlists/shortlists-page.tsx'

/** The user's shortlists and the ones shared with them (docs/spec/workspace.md §1). */
export const Route = createFileRoute('/_authenticated/shortlists/')({
  beforeLoad: ({ context, location }) => requireShortlists(context.session, location),
  // Started, not awaited: the page shows the device's lists at once, offline too.
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(shortlistsQuery(api))
    void queryClient.prefetchQuery(savedItemsQuery(api))
  },
  component: ShortlistsPage,
})
