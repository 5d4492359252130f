import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD, userRow } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('deleting the account asks for the current password', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('refuses a session alone, and a wrong password, then deletes with the right one', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const remove = (body: object) => apiRequest(t, 'DELETE', '/accounts', body, headers)
    const errorsOf = async (res: Response) => {
      expect(res.status).toBe(422)
      return ((await res.json()) as { errors: Record<string, string[]> }).errors
    }

    expect((await errorsOf(await remove({}))).current_password).toEqual([
      ACCOUNT_MESSAGES.passwordToConfirm,
    ])
    expect(
      (await errorsOf(await remove({ current_password: 'Wrong-pass1!' }))).current_password,
    ).toEqual([ACCOUNT_MESSAGES.currentPasswordIncorrect])
    expect(await userRow(t.db, user.id)).toBeDefined()

    expect((await remove({ current_password: TEST_PASSWORD })).status).toBe(204)
    expect(await userRow(t.db, user.id)).toBeUndefined()
  })

  it('lets a stolen session guess the password only as slowly as a sign-in', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const remove = (password: string) =>
      apiRequest(t, 'DELETE', '/accounts', { current_password: password }, headers)
    for (let i = 0; i < 5; i++) expect((await remove(`Guess-${i}-pass!`)).status).toBe(422)
    const res = await remove(TEST_PASSWORD)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.tooManyAttempts] })
    expect(await userRow(t.db, user.id)).toBeDefined()
  })
})
