import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountQuery } from '../../features/account/account-query.ts'

export const Route = createFileRoute('/_authenticated/account')({
  // Started, not awaited: the page shows its skeleton, or the cached profile, at once.
  loader: ({ context }) => {
    const user = context.session.current?.user
    if (user) void context.queryClient.prefetchQuery(accountQuery(context.api, user.id))
  },
  // Imported only when shown: the landing page's build-time render loads every route file, and
  // the form library (@preact/signals-react) cannot be evaluated there under React 19.
  component: lazyRouteComponent(
    () => import('../../features/account/profile-settings-page.tsx'),
    'ProfileSettingsPage',
  ),
})
