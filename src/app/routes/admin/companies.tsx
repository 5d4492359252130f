import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/companies')({
  component: lazyRouteComponent(
    () => import('../../features/admin/companies-page.tsx'),
    'CompaniesPage',
  ),
})
