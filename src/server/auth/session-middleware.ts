import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import type { ServerEnv } from '../server-env.ts'
import { readOnlyMethod, sessionCacheOf } from './session-cache.ts'
import { sessionHeaders } from './session-headers.ts'
import type { CurrentSession, SessionUser } from './session-types.ts'
import { type Credentials, type FoundSession, resolveSession } from './sessions.ts'

/** Longer than any token, client id or email: a header past this is not a credential. */
const CREDENTIAL_MAX = 1000

function readCredentials(c: Context): Credentials | null {
  const accessToken = c.req.header('access-token')
  const client = c.req.header('client')
  const uid = c.req.header('uid')
  if (!accessToken || !client || !uid) return null
  if ([accessToken, client, uid].some((value) => value.length > CREDENTIAL_MAX)) return null
  return { accessToken, client, uid }
}

/**
 * Resolves the user from the session headers, renewing an old token, and puts the current headers
 * and `Cache-Control: no-store` on the answer, whatever its status: a rotation made here must reach
 * the client even when the handler fails. Requests without valid headers go on as a visitor's.
 */
export const sessionMiddleware = createMiddleware<ServerEnv>(async (c, next) => {
  const credentials = readCredentials(c)
  const cache = sessionCacheOf<FoundSession>(c.var.db, c.var.config.sessionCacheMs)
  const resolved = credentials
    ? await resolveSession(c.var.db, c.var.config.tokenSecret, credentials, new Date(), cache)
    : null

  if (resolved) {
    c.set('user', resolved.user)
    c.set('session', resolved.session)
    c.set('sessionHeaders', sessionHeaders(resolved.user.email, resolved.session.client, resolved))
  }
  await next()
  // After the write is done: a session read during it was not kept (session-cache.ts).
  if (!readOnlyMethod(c.req.method)) cache.clear()
  const headers = c.get('sessionHeaders')
  if (!headers) return
  // On the answer's own headers: c.header() would copy the finished answer into a streamed one.
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  c.res.headers.set('Cache-Control', 'no-store')
})

/** 401 for a visitor; after it, handlers read `c.var.user` and `c.var.session` as set. */
export const requireUser = createMiddleware<{
  Variables: { user: SessionUser; session: CurrentSession }
}>(async (c, next) => {
  if (!c.get('user')) return c.json({ errors: [AUTH_MESSAGES.unauthenticated] }, 401)
  await next()
})
