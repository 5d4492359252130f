import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { signInCodes } from '../db/schema/index.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import {
  authHeaders,
  exchangeCode,
  sessionOf,
  signIn,
  type TestSession,
} from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { SIGN_IN_CODE_LIFETIME_MS } from './sign-in-codes.ts'

describe('one-time sign-in codes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function codeFor(session: TestSession): Promise<string> {
    const res = await t.client.auth.sign_in_codes.$post({}, { headers: authHeaders(session) })
    expect(res.status).toBe(201)
    return ((await res.json()) as { code: string }).code
  }

  const refused = async (res: Response) => {
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.linkExpired] })
    expect(res.headers.get('access-token')).toBeNull()
  }

  it('hands a signed-in user a code that opens a new session of that user, as sign-in does', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    const code = await codeFor(session)
    expect(code).toMatch(/^[\w-]{43}$/)
    const [stored] = await t.db.select().from(signInCodes).where(eq(signInCodes.userId, user.id))
    expect(stored?.codeDigest).not.toContain(code)
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now()
    expect(lifetime).toBeGreaterThan(SIGN_IN_CODE_LIFETIME_MS - 60_000)
    expect(lifetime).toBeLessThanOrEqual(SIGN_IN_CODE_LIFETIME_MS)

    const res = await exchangeCode(t, code)
    expect(res.status).toBe(200)
    const opened = sessionOf(res)
    expect(opened.uid).toBe(user.email)
    expect(opened.client).not.toBe(session.client)
    const signedIn = await t.client.auth.sign_in.$post({
      json: { email: user.email, password: TEST_PASSWORD },
    })
    expect(Object.keys(await res.json())).toEqual(Object.keys(await signedIn.json()))
    const data = await t.client.sign_in_data.$get({}, { headers: authHeaders(opened) })
    expect(data.status).toBe(200)
  })

  it('needs a session to hand out a code', async () => {
    const res = await t.client.auth.sign_in_codes.$post({})
    expect(res.status).toBe(401)
  })

  it('refuses an unknown, wrong or malformed code', async () => {
    const user = await createUser(t.db)
    const code = await codeFor(await signIn(t, user.email, TEST_PASSWORD))
    await refused(await exchangeCode(t, 'x'.repeat(43)))
    await refused(await exchangeCode(t, `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`))
    const empty = await exchangeCode(t, '')
    expect(empty.status).toBe(422)
    const huge = await exchangeCode(t, 'a'.repeat(10_000))
    expect(huge.status).toBe(422)
  })

  it('refuses an expired code', async () => {
    const user = await createUser(t.db)
    const code = await codeFor(await signIn(t, user.email, TEST_PASSWORD))
    await t.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.userId, user.id))
    await refused(await exchangeCode(t, code))
  })

  it('opens one session for a burst of parallel exchanges of one code', async () => {
    const user = await createUser(t.db)
    const code = await codeFor(await signIn(t, user.email, TEST_PASSWORD))
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchangeCode(t, code)))
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(401)])
    await refused(await exchangeCode(t, code))
  })
})
