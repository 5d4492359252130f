import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { EventPageSearchParams } from '../../../features/admin/event-search-params.ts'

export const Route = createFileRoute('/admin/events/')({
  validateSearch: EventPageSearchParams,
  component: lazyRouteComponent(
    () => import('../../../features/admin/events-page.tsx'),
    'EventsPage',
  ),
})
