import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { sessions } from '../db/schema/index.ts'
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { ageToken, authHeaders, sessionOf, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { PREVIOUS_TOKEN_GRACE_MS, TOKEN_RENEWAL_AGE_MS } from './sessions.ts'

const MINUTE = 60_000

/** What the client does with every answer: keep the headers with the latest expiry. */
function latest(kept: TestSession, answer: TestSession): TestSession {
  return Number(answer.expiry) > Number(kept.expiry) ? answer : kept
}

describe('session tokens', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const newSession = async () => signIn(t, (await createUser(t.db)).email, TEST_PASSWORD)
  const account = (session: TestSession) =>
    t.client.accounts.$get({}, { headers: authHeaders(session) })

  it('keeps a young token as it is', async () => {
    const session = await newSession()
    const res = await account(session)
    expect(res.status).toBe(200)
    expect(sessionOf(res)).toEqual(session)
  })

  it('renews a token older than 10 minutes, the previous one kept for its grace', async () => {
    const session = await ageToken(t.db, await newSession(), TOKEN_RENEWAL_AGE_MS + MINUTE)
    const res = await account(session)
    expect(res.status).toBe(200)
    const renewed = sessionOf(res)
    expect(renewed['access-token']).not.toBe(session['access-token'])
    expect(renewed.client).toBe(session.client)
    expect(Number(renewed.expiry)).toBeGreaterThan(Number(session.expiry))

    const late = await account(session)
    expect(late.status).toBe(200)
    const lateHeaders = sessionOf(late)
    expect(lateHeaders['access-token']).toBe(session['access-token'])
    expect(Number(lateHeaders.expiry)).toBeLessThan(Number(renewed.expiry))

    expect((await account(renewed)).status).toBe(200)
    await ageToken(t.db, renewed, PREVIOUS_TOKEN_GRACE_MS + 1000)
    expect((await account(session)).status).toBe(401)
    expect((await account(renewed)).status).toBe(200)
  })

  it('serves 20 parallel requests with an old token, and the client ends with a valid one', async () => {
    const session = await ageToken(t.db, await newSession(), TOKEN_RENEWAL_AGE_MS + MINUTE)
    const answers = await Promise.all(Array.from({ length: 20 }, () => account(session)))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
    const kept = answers.map(sessionOf).reduce(latest, session)
    expect(kept['access-token']).not.toBe(session['access-token'])
    const tokens = new Set(answers.map((r) => r.headers.get('access-token')))
    // One rotation won; the others answered with the token they were sent.
    expect(tokens.size).toBe(2)

    expect((await account(kept)).status).toBe(200)
    await ageToken(t.db, kept, PREVIOUS_TOKEN_GRACE_MS + 1000)
    expect((await account(kept)).status).toBe(200)
    expect((await account(session)).status).toBe(401)
  })

  it('gives a new token to a client whose renewed token never arrived', async () => {
    const aged = await ageToken(t.db, await newSession(), TOKEN_RENEWAL_AGE_MS + MINUTE)
    expect((await account(aged)).status).toBe(200) // this answer is lost
    const session = await ageToken(t.db, aged, PREVIOUS_TOKEN_GRACE_MS + MINUTE)
    const res = await account(session)
    expect(res.status).toBe(200)
    const recovered = sessionOf(res)
    expect(recovered['access-token']).not.toBe(session['access-token'])
    expect(Number(recovered.expiry)).toBeGreaterThan(Number(session.expiry))
    expect((await account(recovered)).status).toBe(200)
  })

  it('puts the headers and no-store on error answers of a signed-in request', async () => {
    const session = await newSession()
    const invalid = await t.client.accounts.$put(
      { json: { first_name: '', last_name: 'L', job_title: 'J', phone_number: null } },
      { headers: authHeaders(session) },
    )
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toMatchObject({
      errors: { first_name: [MESSAGES.firstNameRequired] },
    })
    expect(sessionOf(invalid)).toEqual(session)
    expect(invalid.headers.get('cache-control')).toBe('no-store')

    const admin = await signIn(t, 'admin@demo.example')
    const forbidden = await t.client.accounts.$delete(
      { json: { current_password: DEMO_PASSWORD } },
      { headers: authHeaders(admin) },
    )
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ errors: [ACCOUNT_MESSAGES.superAdminCannotDelete] })
    expect(sessionOf(forbidden)).toEqual(admin)

    const notFound = await t.app.request('/api/v1/no-such-thing', { headers: authHeaders(session) })
    expect(notFound.status).toBe(404)
    expect(sessionOf(notFound)).toEqual(session)
  })

  it('carries a rotation made by a request whose handler then fails', async () => {
    const session = await ageToken(t.db, await newSession(), TOKEN_RENEWAL_AGE_MS + MINUTE)
    const res = await t.client.accounts.$put(
      { json: { first_name: '', last_name: '', job_title: '', phone_number: null } },
      { headers: authHeaders(session) },
    )
    expect(res.status).toBe(422)
    const renewed = sessionOf(res)
    expect(renewed['access-token']).not.toBe(session['access-token'])
    expect((await account(renewed)).status).toBe(200)
  })

  it('refuses an expired session', async () => {
    const session = await newSession()
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.client, session.client))
    expect((await account(session)).status).toBe(401)
  })
})
