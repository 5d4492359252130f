import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/vendor-claims')({
  component: lazyRouteComponent(
    () => import('../../features/admin/vendor-claims-page.tsx'),
    'VendorClaimsPage',
  ),
})
