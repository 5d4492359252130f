import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { okJson } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD, userRow } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('PUT /digest_notifications', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('turns the weekly digest on and off', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const on = await t.client.digest_notifications.$put(
      { json: { digest_notification: true } },
      { headers },
    )
    expect(on.status).toBe(200)
    expect((await okJson(on)).data.digest_notification).toBe(true)
    expect((await userRow(t.db, user.id))?.digestNotification).toBe(true)
    const off = await t.client.digest_notifications.$put(
      { json: { digest_notification: false } },
      { headers },
    )
    expect((await okJson(off)).data.digest_notification).toBe(false)
  })

  it('wants a boolean', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const res = await t.client.digest_notifications.$put(
      { json: { digest_notification: 'yes' as unknown as boolean } },
      { headers },
    )
    expect(res.status).toBe(422)
    const { errors } = (await res.json()) as { errors: Record<string, string[]> }
    expect(errors.digest_notification).toHaveLength(1)
  })

  it('answers 401 to a visitor', async () => {
    const res = await t.client.digest_notifications.$put({ json: { digest_notification: true } })
    expect(res.status).toBe(401)
  })
})
