import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { MailSearchParams } from '../../features/admin/mail-search-params.ts'

export const Route = createFileRoute('/admin/mail')({
  validateSearch: MailSearchParams,
  component: lazyRouteComponent(() => import('../../features/admin/mail-page.tsx'), 'MailPage'),
})
