import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { TWO_FACTOR_MESSAGES } from '../../domain/two-factor.ts'
import { apiRequest, pathOf } from '../testing/api-request.ts'
import { TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, linkIn, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, sessionOf } from '../testing/sessions.ts'
import { codeOf, userWithTwoFactor } from '../testing/two-factor.ts'

/** No way into an account with two-factor sign-in, nor a change of its password, skips the code. */
describe('the second factor beyond the sign-in', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  const exchange = (body: { code: string; otp_code?: string }) =>
    apiRequest(t, 'POST', '/auth/sign_in_codes/exchange', body)

  /** The one-time code that the emailed reset link's redirect carries to the app. */
  async function resetLinkCode(email: string) {
    await apiRequest(t, 'POST', '/auth/password', { email })
    await t.deliverMail()
    const mail = () => t.inbox.messages().find((m) => m.envelopeTo.includes(email))
    await t.inbox.waitFor(() => mail() !== undefined)
    const res = await t.app.request(pathOf(linkIn(mail()?.text as string, 'Reset my password')))
    const location = new URL(res.headers.get('location') as string, 'http://localhost')
    expect(location.pathname).toBe('/reset-password')
    return location.searchParams.get('code') as string
  }

  it('opens no session from a reset link until the code is shown, and keeps the link meanwhile', async () => {
    const { user, secret } = await userWithTwoFactor(t)
    const code = await resetLinkCode(user.email)

    const linkAlone = await exchange({ code })
    expect(linkAlone.status).toBe(401)
    expect(await linkAlone.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.codeRequired],
      otp_required: true,
    })
    expect(linkAlone.headers.get('access-token')).toBeNull()
    const wrong = await exchange({ code, otp_code: '000000' })
    expect(await wrong.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.codeInvalid],
      otp_required: true,
    })

    const right = await exchange({ code, otp_code: codeOf(secret, 1) })
    expect(right.status).toBe(200)
    const headers = authHeaders(sessionOf(right))
    const reset = await apiRequest(
      t,
      'PUT',
      '/auth/password',
      { password: 'Brand-new42', password_confirmation: 'Brand-new42' },
      headers,
    )
    expect(reset.status).toBe(200)
    const again = await exchange({ code, otp_code: codeOf(secret, -1) })
    expect(await again.json()).toEqual({ errors: [AUTH_MESSAGES.linkExpired] })
  })

  it('counts wrong codes at the link like wrong codes at the sign-in', async () => {
    const { user, secret } = await userWithTwoFactor(t)
    const code = await resetLinkCode(user.email)
    for (let i = 0; i < 10; i++) {
      expect((await exchange({ code, otp_code: `10000${i}` })).status).toBe(401)
    }
    const res = await exchange({ code, otp_code: codeOf(secret, 1) })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await res.json()).toEqual({
      errors: [TWO_FACTOR_MESSAGES.tooManyCodes],
      otp_required: true,
    })
  })

  it('hands a signed-in user over to the admin site without asking again', async () => {
    const { headers } = await userWithTwoFactor(t)
    const issued = await apiRequest(t, 'POST', '/auth/sign_in_codes', undefined, headers)
    const { code } = (await issued.json()) as { code: string }
    expect((await exchange({ code })).status).toBe(200)
  })

  it('asks for the code to change the password', async () => {
    const { secret, headers } = await userWithTwoFactor(t)
    const change = (otp_code?: string) =>
      apiRequest(
        t,
        'PUT',
        '/passwords',
        {
          current_password: TEST_PASSWORD,
          password: 'Brand-new42',
          password_confirmation: 'Brand-new42',
          otp_code,
        },
        headers,
      )
    const noCode = await change()
    expect(noCode.status).toBe(422)
    expect(await noCode.json()).toMatchObject({
      errors: { otp_code: [TWO_FACTOR_MESSAGES.codeRequired] },
    })
    const wrong = await change('123456')
    expect(await wrong.json()).toMatchObject({
      errors: { otp_code: [TWO_FACTOR_MESSAGES.codeInvalid] },
    })
    expect((await change(codeOf(secret, 1))).status).toBe(200)
  })
})
