import type { SessionHeaders } from './session-types.ts'
import type { IssuedToken } from './sessions.ts'

export function sessionHeaders(uid: string, client: string, issued: IssuedToken): SessionHeaders {
  return {
    'access-token': issued.token,
    client,
    uid,
    expiry: String(Math.floor(issued.expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
  }
}

/** Makes this answer hand out a session (sign-in, a confirmation link, a renewed token). */
export function handOutSession(
  c: { set(key: 'sessionHeaders', value: SessionHeaders): void },
  uid: string,
  client: string,
  issued: IssuedToken,
): SessionHeaders {
  const headers = sessionHeaders(uid, client, issued)
  c.set('sessionHeaders', headers)
  return headers
}
