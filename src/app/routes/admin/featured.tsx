import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/featured')({
  component: lazyRouteComponent(
    () => import('../../features/admin/featured-page.tsx'),
    'FeaturedPage',
  ),
})
