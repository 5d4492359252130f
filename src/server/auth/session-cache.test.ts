import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../db/schema/index.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { ageToken, authHeaders, sessionOf, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { TOKEN_RENEWAL_AGE_MS } from './sessions.ts'

const CACHE_MS = 1500

describe('the session cache', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: CACHE_MS })
  })
  afterAll(() => t.close())

  const newSession = async () => {
    const user = await createUser(t.db)
    return { user, session: await signIn(t, user.email, TEST_PASSWORD) }
  }
  const account = (session: TestSession) =>
    t.client.accounts.$get({}, { headers: authHeaders(session) })
  /** Reads the session into the cache: the first request marks the token seen, the second keeps it. */
  const warm = async (session: TestSession) => {
    for (let i = 0; i < 2; i++) expect((await account(session)).status).toBe(200)
  }

  it('answers from a row read lately, so a change behind the app shows within its time to live', async () => {
    const { session } = await newSession()
    await warm(session)
    await t.db.delete(sessions).where(eq(sessions.client, session.client))
    expect((await account(session)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100))
    expect((await account(session)).status).toBe(401)
  })

  it('forgets every session once the app has signed one out', async () => {
    const { session } = await newSession()
    await warm(session)
    const res = await t.client.auth.sign_out.$delete({}, { headers: authHeaders(session) })
    expect(res.status).toBe(200)
    expect((await account(session)).status).toBe(401)
  })

  it('signs the other clients out at once when the password changes', async () => {
    const { user, session } = await newSession()
    const elsewhere = await signIn(t, user.email, TEST_PASSWORD)
    await warm(session)
    await warm(elsewhere)
    const res = await t.client.passwords.$put(
      {
        json: {
          current_password: TEST_PASSWORD,
          password: 'Changed-Otter-42',
          password_confirmation: 'Changed-Otter-42',
        },
      },
      { headers: authHeaders(session) },
    )
    expect(res.status).toBe(200)
    expect((await account(elsewhere)).status).toBe(401)
    expect((await account(sessionOf(res))).status).toBe(200)
  })

  it('sees a role changed by a write of the app at once', async () => {
    const { user, session } = await newSession()
    await warm(session)
    await t.db.update(users).set({ role: 'super_admin' }).where(eq(users.id, user.id))
    // Any write through the app empties the cache, whoever made it.
    await t.client.auth.sign_out.$delete({}, { headers: authHeaders((await newSession()).session) })
    const res = await account(session)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: { role: string } }).data.role).toBe('super_admin')
  })

  it('still renews an old token, and accepts the renewed one', async () => {
    const { session } = await newSession()
    await warm(session)
    const aged = await ageToken(t.db, session, TOKEN_RENEWAL_AGE_MS + 60_000)
    // The cached row is younger than the token now is: only the database can renew it.
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100))
    const res = await account(aged)
    expect(res.status).toBe(200)
    const renewed = sessionOf(res)
    expect(renewed['access-token']).not.toBe(session['access-token'])
    expect((await account(renewed)).status).toBe(200)
  })
})
