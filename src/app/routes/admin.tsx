import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireAdminSite } from '../features/admin/admin-access.ts'

/** The admin site (docs/api-admin.md): its own frame and chunks, for the super_admin only. */
export const Route = createFileRoute('/admin')({
  staticData: { admin: true },
  beforeLoad: ({ context, location }) => requireAdminSite(context.session, location),
  component: lazyRouteComponent(() => import('../features/admin/admin-shell.tsx'), 'AdminShell'),
})
