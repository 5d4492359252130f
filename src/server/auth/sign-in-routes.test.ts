import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { rateLimits, sessions } from '../db/schema/index.ts'
import { okJson } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, sessionOf, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { LOGIN_BACKOFF_MAX_MS } from './login-throttle.ts'
import { MAX_CLIENTS_PER_USER } from './sessions.ts'

const BUYER = 'buyer@demo.example'

describe('sign in, sign out and sign-in data', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** Signs in from a given client address, as the Node server would see it. */
  const signInFrom = (address: string, email: string, password: string) =>
    t.app.request(
      '/api/v1/auth/sign_in',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    )

  /**
   * As if the longest wait had passed since the last failure of the account from the address; the
   * address's own count, which every refused guess adds to, starts again.
   */
  async function passTheWait(address: string, email: string) {
    const key = `login:account:${email}:${address}`
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key))
    if (!row) throw new Error(`No failures for ${key}`)
    const resetAt = new Date(row.resetAt.getTime() - LOGIN_BACKOFF_MAX_MS)
    await t.db.update(rateLimits).set({ resetAt }).where(eq(rateLimits.key, key))
    await t.db.delete(rateLimits).where(eq(rateLimits.key, `login:address:${address}`))
  }

  it('answers the account and the session headers', async () => {
    const res = await t.client.auth.sign_in.$post({
      json: { email: BUYER, password: 'Demo1234!' },
    })
    expect(res.status).toBe(200)
    const session = sessionOf(res)
    expect(session.uid).toBe(BUYER)
    expect(session['access-token']).toMatch(/^[\w-]{43}$/)
    const expiry = Number(session.expiry)
    expect(expiry).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const data = (await okJson(res)).data
    expect(Object.keys(data).sort()).toEqual(
      [
        'company_name',
        'company_type',
        'digest_notification',
        'two_factor_enabled',
        'email',
        'first_name',
        'id',
        'insights_digest',
        'job_title',
        'join_request',
        'last_name',
        'phone_number',
        'profile_picture',
        'role',
        'vendor_id',
      ].sort(),
    )
    expect(data).toMatchObject({ email: BUYER, role: 'cpg_user', company_type: 'cpg' })
  })

  it('keeps only a digest of the token', async () => {
    const session = await signIn(t, BUYER)
    const [row] = await t.db.select().from(sessions).where(eq(sessions.client, session.client))
    expect(row?.tokenDigest).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.tokenDigest).not.toContain(session['access-token'])
  })

  it('matches the email whatever its case', async () => {
    const session = await signIn(t, 'Buyer@Demo.Example')
    expect(session.uid).toBe(BUYER)
  })

  it('checks the body with the login form messages', async () => {
    const res = await t.client.auth.sign_in.$post({ json: { email: '', password: '' } })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      errors: {
        email: [MESSAGES.workEmailRequired],
        password: [MESSAGES.passwordRequired],
        full_messages: [MESSAGES.workEmailRequired, MESSAGES.passwordRequired],
      },
    })
    const invalid = await t.client.auth.sign_in.$post({ json: { email: 'nope', password: 'x' } })
    expect(await invalid.json()).toMatchObject({ errors: { email: [MESSAGES.emailInvalid] } })
  })

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.request('/api/v1/auth/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: ['Malformed JSON in request body'] })
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await signInFrom('10.0.0.1', BUYER, 'Wrong1234!')
    const unknown = await signInFrom('10.0.0.1', 'nobody@example.test', 'Wrong1234!')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const body = { errors: [AUTH_MESSAGES.invalidCredentials] }
    expect(await wrong.json()).toEqual(body)
    expect(await unknown.json()).toEqual(body)
    expect(wrong.headers.get('access-token')).toBeNull()
  })

  it('tells an unconfirmed user why, but only with the right password', async () => {
    const user = await createUser(t.db, { confirmedAt: null })
    const res = await signInFrom('10.0.0.2', user.email, TEST_PASSWORD)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.unconfirmed(user.email)] })
    const guess = await signInFrom('10.0.0.2', user.email, 'Wrong1234!')
    expect(await guess.json()).toEqual({ errors: [AUTH_MESSAGES.invalidCredentials] })
  })

  it('makes one address wait after 5 failures at an account, 1 s then twice as long each time', async () => {
    // The clock stands still: a wait read a moment after its failure would be a second shorter
    // on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const user = await createUser(t.db)
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('10.1.0.1', user.email, 'Wrong1234!')).status).toBe(401)
    }
    const res = await signInFrom('10.1.0.1', user.email, TEST_PASSWORD)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.tooManyAttempts] })
    expect(res.headers.get('retry-after')).toBe('1')
    const waits = []
    for (let i = 0; i < 12; i++) {
      await passTheWait('10.1.0.1', user.email)
      expect((await signInFrom('10.1.0.1', user.email, 'Wrong1234!')).status).toBe(401)
      const refused = await signInFrom('10.1.0.1', user.email, TEST_PASSWORD)
      expect(refused.status).toBe(429)
      waits.push(Number(refused.headers.get('retry-after')))
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900])
    await passTheWait('10.1.0.1', user.email)
    expect((await signInFrom('10.1.0.1', user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it("does not keep an account's owner out with failures from another address", async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 10; i++) await signInFrom('10.4.0.66', user.email, 'Wrong1234!')
    expect((await signInFrom('10.4.0.66', user.email, TEST_PASSWORD)).status).toBe(429)
    expect((await signInFrom('10.4.0.7', user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('forgets an account failures after a successful sign-in', async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 4; i++) await signInFrom('10.2.0.1', user.email, 'Wrong1234!')
    expect((await signInFrom('10.2.0.1', user.email, TEST_PASSWORD)).status).toBe(200)
    for (let i = 0; i < 4; i++) await signInFrom('10.2.0.1', user.email, 'Wrong1234!')
    expect((await signInFrom('10.2.0.1', user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('refuses a client address after 20 failures, whatever the accounts', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await signInFrom('10.3.0.1', `guess-${i}@example.test`, 'Wrong1234!')
      expect(res.status).toBe(401)
    }
    const res = await signInFrom('10.3.0.1', BUYER, 'Demo1234!')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await signInFrom('10.3.0.2', BUYER, 'Demo1234!')).status).toBe(200)
  })

  it('answers the signed-in account at GET /sign_in_data', async () => {
    const session = await signIn(t, BUYER)
    const res = await t.client.sign_in_data.$get({}, { headers: authHeaders(session) })
    expect(res.status).toBe(200)
    expect((await okJson(res)).data.email).toBe(BUYER)
    expect(res.headers.get('access-token')).toBe(session['access-token'])
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 401 without a session, or with a wrong token or uid', async () => {
    const session = await signIn(t, BUYER)
    const unauthenticated = { errors: [AUTH_MESSAGES.unauthenticated] }
    const none = await t.client.sign_in_data.$get()
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual(unauthenticated)
    const wrongToken = { ...authHeaders(session), 'access-token': 'x'.repeat(43) }
    const forged = await t.client.sign_in_data.$get({}, { headers: wrongToken })
    expect(forged.status).toBe(401)
    const otherUid = { ...authHeaders(session), uid: 'vendor-admin@demo.example' }
    expect((await t.client.sign_in_data.$get({}, { headers: otherUid })).status).toBe(401)
  })

  it('signs out only this client', async () => {
    const here = await signIn(t, BUYER)
    const elsewhere = await signIn(t, BUYER)
    const res = await t.client.auth.sign_out.$delete({}, { headers: authHeaders(here) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect(res.headers.get('access-token')).toBeNull()
    const after = await t.client.sign_in_data.$get({}, { headers: authHeaders(here) })
    expect(after.status).toBe(401)
    const other = await t.client.sign_in_data.$get({}, { headers: authHeaders(elsewhere) })
    expect(other.status).toBe(200)
    expect((await t.client.auth.sign_out.$delete()).status).toBe(401)
  })

  it(`keeps at most ${MAX_CLIENTS_PER_USER} clients per user, evicting the oldest`, async () => {
    const user = await createUser(t.db)
    const first = await signIn(t, user.email, TEST_PASSWORD)
    let last = first
    for (let i = 0; i < MAX_CLIENTS_PER_USER; i++) last = await signIn(t, user.email, TEST_PASSWORD)
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(MAX_CLIENTS_PER_USER)
    const oldest = await t.client.sign_in_data.$get({}, { headers: authHeaders(first) })
    expect(oldest.status).toBe(401)
    const latest = await t.client.sign_in_data.$get({}, { headers: authHeaders(last) })
    expect(latest.status).toBe(200)
  })
})
