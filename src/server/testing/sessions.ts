import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { SessionHeaders } from '../auth/session-types.ts'
import { openSession } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { sessions, users } from '../db/schema/index.ts'
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import type { TestApp } from './test-app.ts'

export type TestSession = Omit<SessionHeaders, 'token-type'>

/** The session headers of an answer; fails the test when one is missing. */
export function sessionOf(res: Response): TestSession {
  const session = {
    'access-token': res.headers.get('access-token') ?? '',
    client: res.headers.get('client') ?? '',
    uid: res.headers.get('uid') ?? '',
    expiry: res.headers.get('expiry') ?? '',
  }
  expect(Object.values(session).every(Boolean), 'the answer carries session headers').toBe(true)
  expect(res.headers.get('token-type')).toBe('Bearer')
  return session
}

/** The three headers the client sends back. */
export function authHeaders(session: TestSession): Record<string, string> {
  return { 'access-token': session['access-token'], client: session.client, uid: session.uid }
}

/**
 * Signs in with the password. For an account with two-factor sign-in on (the demo super_admin),
 * once the password is accepted the session is opened directly: each 30-second code works once,
 * and tests sign in more often than that (two-factor.test.ts signs in with codes).
 */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.client.auth.sign_in.$post({ json: { email, password } })
  if (res.status === 401) {
    const body = (await res.json()) as { otp_required?: boolean }
    expect(body.otp_required, `sign in as ${email}`).toBe(true)
    const [user] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
    if (!user) throw new Error(`No user ${email}`)
    const opened = await openSession(t.db, t.config, user.id, new Date())
    return {
      'access-token': opened.token,
      client: opened.client,
      uid: user.email,
      expiry: String(Math.floor(opened.expiresAt.getTime() / 1000)),
    }
  }
  expect(res.status).toBe(200)
  return sessionOf(res)
}

/**
 * Moves the client's session `ms` into the past, as if that time had passed; returns the headers
 * as the client would hold them then (the same token, an expiry that much nearer).
 */
export async function ageToken(
  db: Database,
  session: TestSession,
  ms: number,
): Promise<TestSession> {
  const [row] = await db.select().from(sessions).where(eq(sessions.client, session.client))
  if (!row) throw new Error('No such session')
  const back = (date: Date | null) => date && new Date(date.getTime() - ms)
  await db
    .update(sessions)
    .set({
      issuedAt: back(row.issuedAt) as Date,
      expiresAt: back(row.expiresAt) as Date,
      endsAt: back(row.endsAt) as Date,
      createdAt: back(row.createdAt) as Date,
      tokenSeenAt: back(row.tokenSeenAt),
      previousValidUntil: back(row.previousValidUntil),
      passwordResetUntil: back(row.passwordResetUntil),
    })
    .where(eq(sessions.id, row.id))
  return { ...session, expiry: String(Number(session.expiry) - Math.floor(ms / 1000)) }
}

/** Exchanges a one-time sign-in code as the app does; the raw answer. */
export async function exchangeCode(t: TestApp, code: string): Promise<Response> {
  return t.app.request('/api/v1/auth/sign_in_codes/exchange', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  })
}

/**
 * Follows an emailed link's redirect as the browser and the app do: the target page's address
 * (which must carry no session value) and the session its one-time code is exchanged for.
 */
export async function followEmailedLink(t: TestApp, path: string) {
  const res = await t.app.request(path)
  expect(res.status).toBe(302)
  const location = new URL(res.headers.get('location') as string, 'http://localhost:3000')
  for (const key of ['access-token', 'client', 'uid', 'expiry']) {
    expect(location.searchParams.has(key), `${key} in the redirect`).toBe(false)
  }
  const code = location.searchParams.get('code') as string
  expect(code).toMatch(/^[\w-]{43}$/)
  const exchanged = await exchangeCode(t, code)
  expect(exchanged.status).toBe(200)
  return { location, session: sessionOf(exchanged) }
}
