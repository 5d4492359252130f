import { createFileRoute } from '@tanstack/react-router'
import { EventPage } from '#app/features/events/event-page.tsx'
import { eventQuery } from '#app/features/events/event-queries.ts'
import { ExhibitorListSearch } from '#app/features/events/event-search.ts'
import { routeId } from '#app/features/vendors/route-id.ts'

/** One trade show and its exhibitors with booth numbers (docs/spec/workspace.md §6). */
export const Route = createFileRoute('/_authenticated/events/$eventId')({
  params: {
    parse: ({ eventId }: { eventId: string }) => ({ eventId: routeId(eventId) }),
    stringify: ({ eventId }: { eventId: number }) => ({ eventId: String(eventId) }),
  },
  validateSearch: ExhibitorListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api }, params, deps }) => {
    void queryClient.prefetchQuery(eventQuery(api, params.eventId, deps))
  },
  component: EventRoute,
})

function EventRoute() {
  const navigate = Route.useNavigate()
  return (
    <EventPage
      id={Route.useParams().eventId}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
