import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { SessionStore } from '../../session/session-store.ts'
import { secondFactorAsked } from './failure-message.ts'
import { requestNewSession } from './new-session-request.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The page was opened from a link that started a session (e.g. the password reset link). */
    sessionLink?: boolean
    /**
     * The link's code, still unspent: its account has two-factor sign-in, so the page asks for the
     * second factor's code before exchanging it (kept in history state, never in the address).
     */
    codeAwaitingSecondFactor?: string
  }
}

const CODE_KEY = 'code'

/**
 * The one-time sign-in code an emailed link or the admin-site hand-off (`/admin?code=…`) carries in
 * its query, if it carries one.
 */
export function signInCodeIn(location: { search: string }): string | null {
  return new URLSearchParams(location.search).get(CODE_KEY) || null
}

function withoutCode(location: ParsedLocation): string {
  const params = new URLSearchParams(location.searchStr)
  params.delete(CODE_KEY)
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`
}

/**
 * A page opened with a one-time sign-in code starts a session from it (docs/api-access.md,
 * "Sign-in codes"): the code is exchanged by POST for the session headers and the account, which
 * are stored, and the code leaves the address bar. A used or expired code starts nothing.
 */
export async function startSessionFromLink(session: SessionStore, location: ParsedLocation) {
  const code = signInCodeIn({ search: location.searchStr })
  if (!code) return
  let codeAwaitingSecondFactor: string | undefined
  try {
    await exchangeSignInCode(session, { code })
  } catch (error) {
    // An expired or used link: the page opens as it would without it.
    if (secondFactorAsked(error)) codeAwaitingSecondFactor = code
  }
  throw redirect({
    href: withoutCode(location),
    replace: true,
    state: { sessionLink: true, codeAwaitingSecondFactor },
  })
}

/** Exchanges a link's code (with the second factor's code when the account asks for it) for a session. */
export async function exchangeSignInCode(
  session: SessionStore,
  json: { code: string; otp_code?: string },
) {
  const { data, headers } = await requestNewSession((api) =>
    api.auth.sign_in_codes.exchange.$post({ json }),
  )
  if (headers?.expiry) await session.save({ user: data.data, headers })
}
