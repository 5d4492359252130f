import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LookupSearchParams } from '../../features/admin/lookup-search-params.ts'

export const Route = createFileRoute('/admin/lookups')({
  validateSearch: LookupSearchParams,
  component: lazyRouteComponent(
    () => import('../../features/admin/lookups-page.tsx'),
    'LookupsPage',
  ),
})
