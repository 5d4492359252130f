import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, sessionOf, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const DAY_MS = 24 * 60 * 60_000

describe('a session ends 30 days after its sign-in, however often it is used', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renews its token for a user who comes back every 13 days, but not past day 30', async () => {
    const user = await createUser(t.db)
    const signedIn = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: signedIn })
    let session: TestSession = await signIn(t, user.email, TEST_PASSWORD)
    expect(t.config.sessionMaxAgeMs).toBe(30 * DAY_MS)
    const end = (signedIn + 30 * DAY_MS) / 1000

    for (const day of [13, 26, 29]) {
      vi.setSystemTime(signedIn + day * DAY_MS)
      const res = await apiRequest(t, 'GET', '/accounts', undefined, authHeaders(session))
      expect(res.status, `day ${day}`).toBe(200)
      const renewed = sessionOf(res)
      expect(renewed['access-token']).not.toBe(session['access-token'])
      expect(Number(renewed.expiry)).toBeLessThanOrEqual(Math.ceil(end))
      session = renewed
    }
    expect(Number(session.expiry)).toBe(Math.floor(end))

    vi.setSystemTime(signedIn + 30 * DAY_MS + 60_000)
    const res = await apiRequest(t, 'GET', '/accounts', undefined, authHeaders(session))
    expect(res.status).toBe(401)
  })
})
