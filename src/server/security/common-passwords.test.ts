import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../domain/fields.ts'
import { isCommonPassword } from '../auth/common-passwords.ts'
import { openSession } from '../auth/sessions.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createInvitation, createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const COMMON = 'Password1!'

describe('common passwords', () => {
  it('finds a listed password as typed, in any case and dressed up with digits, symbols and leet', () => {
    for (const password of [
      'Password1!',
      'PASSWORD1!',
      '1!Password',
      'P@ssw0rd1!',
      'Summer2024!',
      'Qwerty123!',
    ]) {
      expect(isCommonPassword(password), password).toBe(true)
    }
    for (const password of ['Brand-new42', 'Sturdy-Otter-42!', 'Xq7!vLp2#mZ']) {
      expect(isCommonPassword(password), password).toBe(false)
    }
  })
})

describe('a common new password is refused with a clear message', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const passwordErrors = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: Record<string, string[]> }).errors.password
  }
  const passwords = { password: COMMON, password_confirmation: COMMON }

  it('on registration', async () => {
    const res = await apiRequest(t, 'POST', '/auth', {
      first_name: 'Rita',
      last_name: 'Register',
      email: 'rita-common@example.test',
      job_title: 'Brand Manager',
      company_name: 'Acme Common',
      company_website: 'https://acme-common.example',
      company_type: 'cpg',
      agree_to_service_agreement: 'true',
      ...passwords,
    })
    expect(await passwordErrors(res)).toEqual([MESSAGES.passwordTooCommon])
  })

  it('on the email-and-password registration', async () => {
    const res = await apiRequest(t, 'POST', '/rest-auth/registration/', {
      email: 'rest-common@example.test',
      password1: COMMON,
      password2: COMMON,
    })
    expect(res.status).toBe(422)
    const errors = ((await res.json()) as { errors: Record<string, string[]> }).errors
    expect(errors.password1).toEqual([MESSAGES.passwordTooCommon])
  })

  it('on accepting an invitation', async () => {
    const company = await createCompany(t.db)
    const { token } = await createInvitation(t.db, t.config.tokenSecret, { companyId: company.id })
    const res = await apiRequest(t, 'PATCH', '/accept_invitation', {
      confirmation_token: token,
      first_name: 'Ivy',
      last_name: 'Invited',
      job_title: 'Account Manager',
      ...passwords,
    })
    expect(await passwordErrors(res)).toEqual([MESSAGES.passwordTooCommon])
  })

  it('on a password reset', async () => {
    const user = await createUser(t.db)
    const now = new Date()
    const opened = await openSession(t.db, t.config, user.id, now, {
      passwordResetUntil: new Date(now.getTime() + 60_000),
    })
    const headers = { 'access-token': opened.token, client: opened.client, uid: user.email }
    const res = await apiRequest(t, 'PUT', '/auth/password', passwords, headers)
    expect(await passwordErrors(res)).toEqual([MESSAGES.passwordTooCommon])
  })

  it('on a password change, and a strong one is taken', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    const change = (password: string) =>
      apiRequest(
        t,
        'PUT',
        '/passwords',
        { current_password: TEST_PASSWORD, password, password_confirmation: password },
        authHeaders(session),
      )
    expect(await passwordErrors(await change(COMMON))).toEqual([MESSAGES.passwordTooCommon])
    expect((await change('Sturdy-Otter-42!')).status).toBe(200)
  })
})
