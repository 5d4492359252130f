import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { EventPageSearchParams } from '../../../features/admin/event-search-params.ts'
import { routeId } from '../../../features/vendors/route-id.ts'

/** An event's exhibitors and the vendors' requests for a booth (docs/api-admin.md, "Events"). */
export const Route = createFileRoute('/admin/events/$eventId')({
  params: {
    parse: ({ eventId }: { eventId: string }) => ({ eventId: routeId(eventId) }),
    stringify: ({ eventId }: { eventId: number }) => ({ eventId: String(eventId) }),
  },
  validateSearch: EventPageSearchParams,
  component: lazyRouteComponent(
    () => import('../../../features/admin/event-exhibitors-page.tsx'),
    'EventExhibitorsPage',
  ),
})
