import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas.ts'
import { TWO_FACTOR_MESSAGES } from '../../domain/two-factor.ts'
import { recoveryCodes } from '../db/schema/index.ts'
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD, userRow } from '../testing/factories.ts'
import { authHeaders, sessionOf, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { codeOf, type TwoFactorSetup as Setup, userWithTwoFactor } from '../testing/two-factor.ts'

describe('two-factor sign-in', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const signInWith = (email: string, password: string, otp_code?: string) =>
    apiRequest(t, 'POST', '/auth/sign_in', { email, password, otp_code })
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: Record<string, string[]> }).errors
  }

  const withTwoFactor = () => userWithTwoFactor(t)

  it('is set up from a key shown as text and QR code, confirmed by a code and the password', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const res = await apiRequest(t, 'POST', '/two_factor/setup', undefined, headers)
    const { secret, otpauth_uri, qr_svg } = ((await res.json()) as { data: Setup }).data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauth_uri).toContain(`secret=${secret}`)
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/CPG%20Marketplace:/)
    expect(qr_svg).toMatch(/^<svg/)
    // Kept encrypted, and not yet on.
    const pending = await userRow(t.db, user.id)
    expect(pending?.totpSecret).toMatch(/^v1\./)
    expect(pending?.totpSecret).not.toContain(secret)
    expect(pending?.totpEnabledAt).toBeNull()

    const enable = (body: object) => apiRequest(t, 'POST', '/two_factor', body, headers)
    const wrongCode = await errorsOf(
      await enable({
        code: String((Number(codeOf(secret)) + 1) % 1e6).padStart(6, '0'),
        current_password: TEST_PASSWORD,
      }),
    )
    expect(wrongCode.code).toEqual([TWO_FACTOR_MESSAGES.codeInvalid])
    const wrongPassword = await errorsOf(
      await enable({ code: codeOf(secret), current_password: 'Wrong-pass1!' }),
    )
    expect(wrongPassword.current_password).toEqual([ACCOUNT_MESSAGES.currentPasswordIncorrect])

    const enabled = await enable({ code: codeOf(secret), current_password: TEST_PASSWORD })
    expect(enabled.status).toBe(200)
    const body = (await enabled.json()) as {
      recovery_codes: string[]
      data: { two_factor_enabled: boolean }
    }
    expect(body.data.two_factor_enabled).toBe(true)
    expect(body.recovery_codes).toHaveLength(10)
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    expect(stored).toHaveLength(10)
    for (const row of stored)
      expect(body.recovery_codes.join()).not.toContain(row.codeDigest.slice(0, 10))
  })

  it('asks for the code after the password, takes each step once, within a step either side', async () => {
    const { user, secret } = await withTwoFactor()
    const passwordOnly = await signInWith(user.email, TEST_PASSWORD)
    expect(passwordOnly.status).toBe(401)
    expect(await passwordOnly.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.codeRequired],
      otp_required: true,
    })
    expect(passwordOnly.headers.get('access-token')).toBeNull()
    const wrongPassword = await signInWith(user.email, 'Wrong-pass1!', codeOf(secret, 1))
    expect(await wrongPassword.json()).toMatchObject({
      errors: ['Invalid login credentials. Please try again.'],
    })

    // The set-up used this step's code: the next step's is still taken.
    const next = codeOf(secret, 1)
    expect((await signInWith(user.email, TEST_PASSWORD, next)).status).toBe(200)
    const replayed = await signInWith(user.email, TEST_PASSWORD, next)
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.codeInvalid],
      otp_required: true,
    })
    expect((await signInWith(user.email, TEST_PASSWORD, codeOf(secret, -1))).status).toBe(401)
    expect((await signInWith(user.email, TEST_PASSWORD, codeOf(secret, 3))).status).toBe(401)
  })

  it('takes each recovery code once instead of the authenticator', async () => {
    const { user, recoveryCodes: codes } = await withTwoFactor()
    const [first, second] = codes as [string, string]
    expect((await signInWith(user.email, TEST_PASSWORD, first.toUpperCase())).status).toBe(200)
    expect((await signInWith(user.email, TEST_PASSWORD, first)).status).toBe(401)
    expect((await signInWith(user.email, TEST_PASSWORD, second.replace('-', ' '))).status).toBe(200)
  })

  it('stops wrong codes after 10 in 15 minutes from any addresses, even with the right password', async () => {
    const { user, secret } = await withTwoFactor()
    const from = (address: string, otp_code: string) =>
      t.app.request(
        '/api/v1/auth/sign_in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: TEST_PASSWORD, otp_code }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      )
    for (let i = 0; i < 10; i++) expect((await from(`10.9.0.${i}`, `00000${i}`)).status).toBe(401)
    const res = await from('10.9.1.1', codeOf(secret, 1))
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.tooManyCodes],
      otp_required: true,
    })
  })

  it('asks for the password and a code to turn it off, or to delete the account', async () => {
    const { user, secret, headers } = await withTwoFactor()
    const remove = (body: object) => apiRequest(t, 'DELETE', '/accounts', body, headers)
    const noCode = await errorsOf(await remove({ current_password: TEST_PASSWORD }))
    expect(noCode.otp_code).toEqual([TWO_FACTOR_MESSAGES.codeRequired])

    const off = (body: object) => apiRequest(t, 'DELETE', '/two_factor', body, headers)
    const wrong = await errorsOf(await off({ current_password: TEST_PASSWORD, otp_code: '123456' }))
    expect(wrong.otp_code).toEqual([TWO_FACTOR_MESSAGES.codeInvalid])
    expect(
      (await off({ current_password: TEST_PASSWORD, otp_code: codeOf(secret, 1) })).status,
    ).toBe(200)
    const row = await userRow(t.db, user.id)
    expect([row?.totpSecret, row?.totpEnabledAt]).toEqual([null, null])
    expect(
      await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([])
    expect((await signInWith(user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('signs out the other clients when it is turned on', async () => {
    const user = await createUser(t.db)
    const elsewhere = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const setup = await apiRequest(t, 'POST', '/two_factor/setup', undefined, headers)
    const { secret } = ((await setup.json()) as { data: Setup }).data
    const body = { code: codeOf(secret), current_password: TEST_PASSWORD }
    expect((await apiRequest(t, 'POST', '/two_factor', body, headers)).status).toBe(200)
    expect((await apiRequest(t, 'GET', '/accounts', undefined, elsewhere)).status).toBe(401)
    expect((await apiRequest(t, 'GET', '/accounts', undefined, headers)).status).toBe(200)
  })

  it('signs the demo super_admin in with the code of the published demo key', async () => {
    const res = await signInWith('admin@demo.example', DEMO_PASSWORD, codeOf(DEMO_TOTP_SECRET, 1))
    expect(res.status).toBe(200)
    const headers = authHeaders(sessionOf(res))
    expect((await apiRequest(t, 'GET', '/admin/overview', undefined, headers)).status).toBe(200)
    const off = await apiRequest(
      t,
      'DELETE',
      '/two_factor',
      { current_password: DEMO_PASSWORD, otp_code: codeOf(DEMO_TOTP_SECRET, -1) },
      headers,
    )
    expect(off.status).toBe(403)
    expect(await off.json()).toEqual({ errors: [TWO_FACTOR_MESSAGES.superAdminKeepsIt] })
  })

  it('lets a super_admin without it do nothing but set it up', async () => {
    const admin = await createUser(t.db, {
      role: 'super_admin',
      jobTitle: null,
      totpSecret: null,
      totpEnabledAt: null,
    })
    const headers = authHeaders(await signIn(t, admin.email, TEST_PASSWORD))
    const overview = await apiRequest(t, 'GET', '/admin/overview', undefined, headers)
    expect(overview.status).toBe(403)
    expect(await overview.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.setupRequired],
      two_factor_setup_required: true,
    })
    expect((await apiRequest(t, 'GET', '/vendors', undefined, headers)).status).toBe(403)
    const account = await apiRequest(t, 'GET', '/accounts', undefined, headers)
    expect(
      ((await account.json()) as { data: { two_factor_enabled: boolean } }).data.two_factor_enabled,
    ).toBe(false)

    const setup = await apiRequest(t, 'POST', '/two_factor/setup', undefined, headers)
    const { secret } = ((await setup.json()) as { data: Setup }).data
    const body = { code: codeOf(secret), current_password: TEST_PASSWORD }
    expect((await apiRequest(t, 'POST', '/two_factor', body, headers)).status).toBe(200)
    expect((await apiRequest(t, 'GET', '/admin/overview', undefined, headers)).status).toBe(200)
  })
})
