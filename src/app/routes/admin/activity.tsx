import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { ActivitySearchParams } from '../../features/admin/activity-search-params.ts'

export const Route = createFileRoute('/admin/activity')({
  validateSearch: ActivitySearchParams,
  component: lazyRouteComponent(
    () => import('../../features/admin/activity-page.tsx'),
    'ActivityPage',
  ),
})
