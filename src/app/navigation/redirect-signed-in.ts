import { redirect } from '@tanstack/react-router'
import { landingRedirectFor } from '../../domain/landing-redirect.ts'
import type { SessionStore } from '../session/session-store.ts'
import { fromLegacyQuery } from './legacy-query.ts'
import { normalizeSearch, type SearchParams, searchKindOf } from './search-params.ts'

/** The search a landing query stands for, the older front end's query values included. */
export function landingSearchOf(search: SearchParams & Record<string, unknown>): SearchParams {
  return normalizeSearch(fromLegacyQuery(search) ?? search)
}

/**
 * A signed-in user opening the landing page goes on by role, a search keeping its query; a
 * visitor's legacy query is rewritten to the search's own params.
 */
export function redirectSignedIn(
  session: SessionStore,
  search: SearchParams & Record<string, unknown>,
) {
  const wanted = landingSearchOf(search)
  const hasSearch = searchKindOf(wanted) !== null || search.keyword !== undefined
  const user = session.isAuthenticated() ? session.current?.user : undefined
  if (!user) {
    if (fromLegacyQuery(search)) throw redirect({ to: '/', search: wanted, replace: true })
    return
  }
  const target = landingRedirectFor(user, hasSearch)
  if (!target) return
  if (target.to === '/search') throw redirect({ to: '/search', search: hasSearch ? wanted : {} })
  throw redirect(target)
}
