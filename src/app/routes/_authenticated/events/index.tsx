import { createFileRoute } from '@tanstack/react-router'
import { eventsQuery } from '#app/features/events/event-queries.ts'
import { EventListSearch } from '#app/features/events/event-search.ts'
import { EventsPage } from '#app/features/events/events-page.tsx'

/** Trade shows, on and upcoming first, then past (docs/spec/workspace.md §6). */
export const Route = createFileRoute('/_authenticated/events/')({
  validateSearch: EventListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Started, not awaited: the page shows the device's list at once, offline too.
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(eventsQuery(api, deps.page))
  },
  component: EventsRoute,
})

function EventsRoute() {
  return <EventsPage page={Route.useSearch().page ?? 1} />
}
