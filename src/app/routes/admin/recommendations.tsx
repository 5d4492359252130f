import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { RecommendationSearchParams } from '../../features/admin/recommendation-search-params.ts'

export const Route = createFileRoute('/admin/recommendations')({
  validateSearch: RecommendationSearchParams,
  component: lazyRouteComponent(
    () => import('../../features/admin/recommendations-page.tsx'),
    'RecommendationsPage',
  ),
})
