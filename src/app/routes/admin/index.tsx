import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { StatisticsSearchParams } from '../../features/admin/statistics-search-params.ts'

/** Its data is read by the page, so the marketplace's own chunks import nothing of the admin site. */
export const Route = createFileRoute('/admin/')({
  validateSearch: StatisticsSearchParams,
  component: lazyRouteComponent(
    () => import('../../features/admin/admin-overview-page.tsx'),
    'AdminOverviewPage',
  ),
})
