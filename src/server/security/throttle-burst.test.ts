import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import {
  LOGIN_FAILURES_BEFORE_BACKOFF,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../auth/login-throttle.ts'
import { countEvent } from '../auth/rate-limit.ts'
import { REGISTRATION_CHECKS_PER_HOUR } from '../auth/registration-limit.ts'
import { rateLimits } from '../db/schema/index.ts'
import { CLIENT_ERRORS_PER_WINDOW } from '../operations/client-errors-routes.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

/** How each status came back from a burst of parallel requests. */
async function burst(count: number, send: (i: number) => Promise<Response>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)))
  const statuses: Record<number, number> = {}
  for (const res of answers) statuses[res.status] = (statuses[res.status] ?? 0) + 1
  return { answers, statuses }
}

describe('throttles under a parallel burst', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(rateLimits)
  })

  it('counts every event of a burst once: each caller sees its own count', async () => {
    const limit = { key: 'burst', max: 5, windowMs: 60_000 }
    const now = new Date()
    const events = await Promise.all(Array.from({ length: 40 }, () => countEvent(t.db, limit, now)))
    expect(events.map((e) => e.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })

  it('checks at most 5 of 40 parallel guesses at one account; the right password then waits', async () => {
    const user = await createUser(t.db)
    const guess = (password: string) =>
      apiRequest(t, 'POST', '/auth/sign_in', { email: user.email, password })
    const { answers, statuses } = await burst(40, (i) =>
      guess(i === 39 ? TEST_PASSWORD : `Wrong-${i}!`),
    )
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(LOGIN_FAILURES_BEFORE_BACKOFF)
    expect((statuses[401] ?? 0) + (statuses[200] ?? 0) + (statuses[429] ?? 0)).toBe(40)
    expect(statuses[429]).toBeGreaterThanOrEqual(40 - LOGIN_FAILURES_BEFORE_BACKOFF)
    const refused = answers.find((res) => res.status === 429) as Response
    expect(await refused.json()).toEqual({ errors: [AUTH_MESSAGES.tooManyAttempts] })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await guess(TEST_PASSWORD)).status).toBe(429)
  })

  it('checks at most 20 of 60 parallel guesses from one address, across accounts', async () => {
    const { statuses } = await burst(60, (i) =>
      apiRequest(t, 'POST', '/auth/sign_in', {
        email: `nobody-${i}@example.test`,
        password: 'Wrong-1!',
      }),
    )
    expect(statuses[401]).toBe(LOGIN_FAILURES_PER_ADDRESS)
    expect(statuses[429]).toBe(60 - LOGIN_FAILURES_PER_ADDRESS)
  })

  it('answers at most 30 parallel registration email checks from one address', async () => {
    const { statuses } = await burst(REGISTRATION_CHECKS_PER_HOUR + 15, (i) =>
      apiRequest(t, 'POST', '/user_verifications', {
        user: { first_name: 'Ann', last_name: 'Burst', email: `burst-${i}@example.test` },
        vendor: { company_name: 'Acme', company_website: 'acme.example', company_type: 'vendor' },
      }),
    )
    expect(statuses[200]).toBe(REGISTRATION_CHECKS_PER_HOUR)
    expect(statuses[429]).toBe(15)
  })

  it('takes at most 10 parallel client error reports from one address', async () => {
    const { statuses } = await burst(CLIENT_ERRORS_PER_WINDOW + 10, () =>
      apiRequest(t, 'POST', '/client_errors', { message: 'boom', path: '/' }),
    )
    expect(statuses[204]).toBe(CLIENT_ERRORS_PER_WINDOW)
    expect(statuses[429]).toBe(10)
  })
})
