import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { invitations } from '../db/schema/index.ts'
import { okJson } from '../testing/api-request.ts'
import { createCompany, createInvitation, userByEmail } from '../testing/factories.ts'
import { authHeaders, sessionOf, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const PASSWORD = 'Invited-42'

describe('PATCH /accept_invitation', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const form = (token: string, overrides: Record<string, unknown> = {}) => ({
    confirmation_token: token,
    first_name: 'Ivy',
    last_name: 'Invited',
    job_title: 'Account Manager',
    phone_number: '+1 555 123 4567',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  })
  const accept = (body: ReturnType<typeof form>) =>
    t.client.accept_invitation.$patch({ json: body })
  let company: Awaited<ReturnType<typeof createCompany>> | undefined
  const invite = async (overrides: Partial<typeof invitations.$inferInsert> = {}) => {
    company ??= await createCompany(t.db, { name: 'Invite Media' })
    return createInvitation(t.db, t.config.tokenSecret, { companyId: company.id, ...overrides })
  }

  it('creates the member with the invited role, confirmed and signed in', async () => {
    const { token, invitation } = await invite({ role: 'vendor_admin' })
    const res = await accept(form(token))
    expect(res.status).toBe(200)
    const data = (await okJson(res)).data
    expect(data).toMatchObject({
      email: invitation.email,
      role: 'vendor_admin',
      company_name: 'Invite Media',
      company_type: 'vendor',
      phone_number: '+1 555 123 4567',
    })
    const session = sessionOf(res)
    expect(session.uid).toBe(invitation.email)
    expect((await t.client.accounts.$get({}, { headers: authHeaders(session) })).status).toBe(200)
    expect((await userByEmail(t.db, invitation.email))?.confirmedAt).toBeInstanceOf(Date)
    await signIn(t, invitation.email, PASSWORD)
  })

  it('works once', async () => {
    const { token } = await invite()
    expect((await accept(form(token))).status).toBe(200)
    const again = await accept(form(token))
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ errors: [AUTH_MESSAGES.invitationNotFound] })
  })

  it('answers 404 for an unknown token', async () => {
    const res = await accept(form('no-such-token'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.invitationNotFound] })
  })

  it('answers 422 for an expired invitation', async () => {
    const { token } = await invite({ expiresAt: new Date(Date.now() - 1000) })
    const res = await accept(form(token))
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({
      errors: { confirmation_token: [AUTH_MESSAGES.invitationExpired] },
    })
  })

  it('refuses an invitation for an email that is registered already', async () => {
    const { token } = await invite({ email: 'Buyer@demo.example' })
    const res = await accept(form(token))
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ errors: { email: [AUTH_MESSAGES.emailTaken] } })
  })

  it('answers each rule with its message', async () => {
    const { token, invitation } = await invite()
    const res = await accept(
      form(token, { first_name: '', last_name: '', job_title: '', password: 'abcdefgh1' }),
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({
      errors: {
        first_name: [MESSAGES.firstNameRequired],
        last_name: [MESSAGES.lastNameRequired],
        job_title: [MESSAGES.jobTitleRequired],
        password: [MESSAGES.passwordWeak],
        password_confirmation: [MESSAGES.passwordConfirmationMismatch],
      },
    })
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id))
    expect(row?.acceptedAt).toBeNull()
  })
})
