import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LogFields } from './logger.ts'
import { apiRequest } from './testing/api-request.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

describe('the request log', () => {
  const lines: { msg: string; fields?: LogFields }[] = []
  const record = (msg: string, fields?: LogFields) => lines.push({ msg, fields })
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ logger: { info: record, warn: record, error: record } })
  })
  afterAll(() => t.close())

  it('never holds a token from a path or a query', async () => {
    const secret = 'SECRET-TOKEN-VALUE'
    await apiRequest(t, 'POST', `/rest-auth/registration/account-confirm-email/${secret}`)
    await apiRequest(t, 'GET', `/auth/confirmation?confirmation_token=${secret}`)
    await apiRequest(t, 'GET', `/auth/password/edit?reset_password_token=${secret}`)
    await apiRequest(t, 'GET', '/accounts', undefined, {
      'access-token': secret,
      client: 'c',
      uid: 'buyer@demo.example',
    })
    const logged = JSON.stringify(lines)
    expect(lines.length).toBeGreaterThanOrEqual(4)
    expect(logged).not.toContain(secret)
    expect(logged).toContain('/api/v1/rest-auth/registration/account-confirm-email/:token')
    expect(logged).toContain('/api/v1/auth/confirmation')
  })
})
