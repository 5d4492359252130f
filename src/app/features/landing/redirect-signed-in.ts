import { redirect } from '@tanstack/react-router'
import { landingRedirectFor } from '../../../domain/landing-redirect.ts'
import type { SessionStore } from '../../session/session-store.ts'

/** A signed-in user opening the landing page goes on by role, a search keeping its keyword. */
export function redirectSignedIn(session: SessionStore, search: { keyword?: string }) {
  const user = session.isAuthenticated() ? session.current?.user : undefined
  if (!user) return
  const target = landingRedirectFor(user, search.keyword !== undefined)
  if (!target) return
  const query = search.keyword ? `?${new URLSearchParams({ keyword: search.keyword })}` : ''
  throw redirect({ href: target === '/search' ? `${target}${query}` : target })
}
