import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { AuditSearchParams } from '../../features/admin/audit-search-params.ts'

export const Route = createFileRoute('/admin/audit')({
  validateSearch: AuditSearchParams,
  component: lazyRouteComponent(() => import('../../features/admin/audit-page.tsx'), 'AuditPage'),
})
