import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_TOO_LARGE } from '../input-limits.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('the invitation form', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('refuses a multipart body over its limit, with an Idempotency-Key too', async () => {
    const vendor = await createVendor(t.db)
    const admin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const headers = authHeaders(await signIn(t, admin.email, TEST_PASSWORD))
    const form = new FormData()
    form.append('emails[]', 'colleague@example.com')
    form.append('role', 'vendor_user')
    form.append('message', 'x'.repeat(100 * 1024))
    for (const key of [undefined, 'invite-1']) {
      const res = await t.app.request(`/api/v1/vendors/${vendor.id}/members`, {
        method: 'POST',
        headers: key ? { ...headers, 'Idempotency-Key': key } : headers,
        body: form,
      })
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ errors: [BODY_TOO_LARGE] })
    }
  })
})
