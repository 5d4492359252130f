import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES, PASSWORD_HISTORY } from '../../domain/fields.ts'
import { okJson } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { ageToken, authHeaders, sessionOf, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('PUT /passwords', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const change = (
    session: TestSession,
    current: string,
    password: string,
    confirmation = password,
  ) =>
    t.client.passwords.$put(
      { json: { current_password: current, password, password_confirmation: confirmation } },
      { headers: authHeaders(session) },
    )
  const errorsOf = async (res: Response) =>
    ((await res.json()) as { errors: Record<string, string[]> }).errors

  it('changes the password, renews this client and signs out the others', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    const elsewhere = await signIn(t, user.email, TEST_PASSWORD)
    const res = await change(session, TEST_PASSWORD, 'Changed-Otter-42')
    expect(res.status).toBe(200)
    expect((await okJson(res)).data.email).toBe(user.email)
    const fresh = sessionOf(res)
    expect(fresh['access-token']).not.toBe(session['access-token'])
    expect(fresh.client).toBe(session.client)
    const account = (s: TestSession) => t.client.accounts.$get({}, { headers: authHeaders(s) })
    expect((await account(fresh)).status).toBe(200)
    expect((await account(elsewhere)).status).toBe(401)
    await signIn(t, user.email, 'Changed-Otter-42')
  })

  it('hands back a working token when the request also renewed an old one', async () => {
    const user = await createUser(t.db)
    const aged = await ageToken(t.db, await signIn(t, user.email, TEST_PASSWORD), 11 * 60_000)
    const res = await change(aged, TEST_PASSWORD, 'Changed-Otter-42')
    expect(res.status).toBe(200)
    const fresh = sessionOf(res)
    expect(fresh['access-token']).not.toBe(aged['access-token'])
    expect((await t.client.accounts.$get({}, { headers: authHeaders(fresh) })).status).toBe(200)
  })

  it('checks the current password', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    const res = await change(session, 'Wrong-pass1', 'Changed-Otter-42')
    expect(res.status).toBe(422)
    expect(await errorsOf(res)).toMatchObject({
      current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect],
    })
    expect(sessionOf(res)).toEqual(session)
  })

  it(`refuses any of the latest ${PASSWORD_HISTORY} passwords, then allows the one before`, async () => {
    const user = await createUser(t.db)
    let session = await signIn(t, user.email, TEST_PASSWORD)
    const passwords = [
      TEST_PASSWORD,
      'Second-Otter-12',
      'Third-Otter-123',
      'Fourth-Otter-12',
      'Fifth-Otter-123',
      'Sixth-123',
    ]
    for (let i = 1; i < passwords.length; i++) {
      const res = await change(session, passwords[i - 1] as string, passwords[i] as string)
      expect(res.status).toBe(200)
      session = sessionOf(res)
    }
    const current = 'Sixth-123'
    for (const recent of passwords.slice(1)) {
      const res = await change(session, current, recent)
      expect(res.status).toBe(422)
      expect(await errorsOf(res)).toMatchObject({ password: [MESSAGES.passwordRecentlyUsed] })
    }
    expect((await change(session, current, TEST_PASSWORD)).status).toBe(200)
  })

  it('answers the rules of each field', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    const empty = await errorsOf(await change(session, '', '', ''))
    expect(empty.current_password?.[0]).toBe(MESSAGES.fieldEmptyOrInvalid)
    expect(empty.password?.[0]).toBe(MESSAGES.passwordRequired)
    expect(empty.password_confirmation?.[0]).toBe(MESSAGES.passwordConfirmationRequired)
    const short = await errorsOf(await change(session, 'short', 'Ab1!'))
    expect(short.current_password).toEqual([MESSAGES.passwordTooShort])
    expect(short.password).toEqual([MESSAGES.passwordTooShort])
    const weak = await errorsOf(await change(session, TEST_PASSWORD, 'abcdefgh1', 'abcdefgh2'))
    expect(weak.password).toEqual([MESSAGES.passwordWeak])
    expect(weak.password_confirmation).toEqual([MESSAGES.passwordConfirmationMismatch])
  })

  it('stops guessing the current password after 5 failures', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    for (let i = 0; i < 5; i++) {
      expect((await change(session, `Guess-${i}xx`, 'Changed-Otter-42')).status).toBe(422)
    }
    const res = await change(session, TEST_PASSWORD, 'Changed-Otter-42')
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.tooManyAttempts] })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers 401 to a visitor', async () => {
    const res = await t.client.passwords.$put({
      json: {
        current_password: TEST_PASSWORD,
        password: 'A-b1cdefg',
        password_confirmation: 'A-b1cdefg',
      },
    })
    expect(res.status).toBe(401)
  })
})
