import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { SessionStore } from '../../session/session-store.ts'
import type { SessionHeaders } from '../../session/session-types.ts'
import { requestNewSession } from './new-session-request.ts'
import { type AccountAnswer, SIGN_IN_DATA_PATH } from './sign-in-data.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The page was opened from a link that started a session (e.g. the password reset link). */
    sessionLink?: boolean
  }
}

const LINK_KEYS = ['access-token', 'client', 'uid', 'expiry'] as const

/** The session values an emailed link carries in its query, if it carries them. */
export function sessionLinkIn(searchStr: string): SessionHeaders | null {
  const params = new URLSearchParams(searchStr)
  const token = params.get('access-token')
  const client = params.get('client')
  const uid = params.get('uid')
  if (!token || !client || !uid) return null
  return { 'access-token': token, client, uid, expiry: params.get('expiry') ?? '' }
}

function withoutSessionLink(location: ParsedLocation): string {
  const params = new URLSearchParams(location.searchStr)
  for (const key of LINK_KEYS) params.delete(key)
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`
}

/**
 * Any page opened with client, uid and access-token values starts a session from them
 * (access-and-account.md §2): the account is loaded with them and stored, and the values leave
 * the address bar. A link whose session no longer works starts nothing.
 */
export async function startSessionFromLink(session: SessionStore, location: ParsedLocation) {
  const link = sessionLinkIn(location.searchStr)
  if (!link) return
  try {
    const { data, headers } = await requestNewSession<AccountAnswer>(SIGN_IN_DATA_PATH, {}, link)
    if (headers?.expiry) await session.save({ user: data.data, headers })
  } catch {
    // An expired or used link: the page opens as it would without it.
  }
  throw redirect({
    href: withoutSessionLink(location),
    replace: true,
    state: { sessionLink: true },
  })
}
