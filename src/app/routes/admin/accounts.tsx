import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { AccountSearchParams } from '../../features/admin/account-search-params.ts'

export const Route = createFileRoute('/admin/accounts')({
  validateSearch: AccountSearchParams,
  component: lazyRouteComponent(
    () => import('../../features/admin/accounts-page.tsx'),
    'AccountsPage',
  ),
})
