import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { canUseShortlists } from '#domain/shortlists.ts'
import type { SessionStore } from '../../session/session-store.ts'

/** Shortlists are cpg_user's and super_admin's (§1): any other role gets Access denied. */
export function requireShortlists(session: SessionStore, location: ParsedLocation): void {
  const role = session.current?.user.role
  if (role && !canUseShortlists(role))
    throw redirect({ to: '/forbidden', replace: true, state: { from: location.href } })
}
