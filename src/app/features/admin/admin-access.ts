import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { SessionStore } from '../../session/session-store.ts'

/**
 * The admin site is the super_admin's (docs/spec/access-and-account.md §1): a visitor lands on / with the
 * way back kept, as on every signed-in page; any other role gets Access denied.
 */
export function requireAdminSite(session: SessionStore, location: ParsedLocation): void {
  if (!session.isAuthenticated()) {
    throw redirect({ to: '/', search: { redirect: location.href } })
  }
  if (session.current?.user.role !== 'super_admin') {
    throw redirect({ to: '/forbidden', replace: true, state: { from: location.href } })
  }
}
