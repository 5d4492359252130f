import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import {
  companies,
  companyJoinRequests,
  outbox,
  rateLimits,
  userTokens,
  userVerifications,
} from '../db/schema/index.ts'
import { apiRequest, okJson, pathOf } from '../testing/api-request.ts'
import { createCompany, createUser, userByEmail, userRow } from '../testing/factories.ts'
import { createMailTestApp, linkIn, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, followEmailedLink } from '../testing/sessions.ts'

const PASSWORD = 'Register-Otter-42!'
const unique = () => randomBytes(4).toString('hex')

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rita',
  last_name: 'Register',
  email: `rita-${unique()}@example.test`,
  job_title: 'Brand Manager',
  company_name: `Acme ${unique()}`,
  company_website: `https://www.acme-${unique()}.example`,
  company_type: 'vendor' as 'vendor' | 'cpg',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  agree_to_service_agreement: 'true' as const,
  ...overrides,
})

const details = (overrides: { user?: object; vendor?: object } = {}) => ({
  user: {
    first_name: 'Rita',
    last_name: 'Register',
    email: `rita-${unique()}@example.test`,
    ...overrides.user,
  },
  vendor: {
    company_name: 'Acme',
    company_website: 'acme.example',
    company_type: 'vendor' as const,
    ...overrides.vendor,
  },
})

describe('registration', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())
  // Every registration step counts against the one test address's hourly limit.
  beforeEach(async () => {
    await t.db.delete(rateLimits)
  })

  const register = (body: ReturnType<typeof registration>) => t.client.auth.$post({ json: body })

  /** Delivers the outbox and answers the confirmation email sent to the address. */
  async function confirmationEmailTo(email: string) {
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(email))
    return linkIn(mail.text, 'Confirm my email')
  }

  describe('POST /user_verifications', () => {
    it('keeps the details of step one', async () => {
      const body = details()
      const res = await t.client.user_verifications.$post({ json: body })
      expect(res.status).toBe(200)
      const answer = await okJson(res)
      expect(answer).toEqual({ id: expect.any(String), email: body.user.email })
      const [row] = await t.db
        .select()
        .from(userVerifications)
        .where(eq(userVerifications.id, answer.id))
      expect(row).toMatchObject({ companyName: 'Acme', companyType: 'vendor' })
    })

    it('answers each rule with its message', async () => {
      const res = await t.client.user_verifications.$post({
        json: {
          user: { first_name: '', last_name: '', email: '' },
          vendor: { company_name: '', company_website: 'not a site', company_type: '' as 'cpg' },
        },
      })
      expect(res.status).toBe(422)
      const { errors } = (await res.json()) as { errors: Record<string, string[]> }
      expect(errors).toMatchObject({
        'user.first_name': [MESSAGES.firstNameRequired],
        'user.last_name': [MESSAGES.lastNameRequired],
        'user.email': [MESSAGES.workEmailRequired],
        'vendor.company_name': [MESSAGES.companyNameRequired],
        'vendor.company_website': [MESSAGES.websiteInvalid],
        'vendor.company_type': [MESSAGES.roleRequired],
      })
      const invalid = await t.client.user_verifications.$post({
        json: details({ user: { email: 'not-an-email' } }),
      })
      expect(await invalid.json()).toMatchObject({
        errors: { 'user.email': [MESSAGES.emailInvalid] },
      })
    })

    it('drops a pending verification', async () => {
      const { id } = await okJson(await t.client.user_verifications.$post({ json: details() }))
      const res = await t.client.user_verifications[':id'].$delete({ param: { id } })
      expect(res.status).toBe(204)
      const rows = await t.db.select().from(userVerifications).where(eq(userVerifications.id, id))
      expect(rows).toHaveLength(0)
    })
  })

  describe('GET /suggested_companies', () => {
    it('puts the company with the same website domain first as the perfect match', async () => {
      const tag = unique()
      const same = await createCompany(t.db, {
        name: `Zeta Media ${tag}`,
        website: `https://zeta-${tag}.example`,
        domain: `zeta-${tag}.example`,
      })
      const alike = await createCompany(t.db, { name: `Northwind Media ${tag}` })
      await createCompany(t.db, { name: `Northwind Media ${tag}`, companyType: 'cpg' })
      const res = await t.client.suggested_companies.$get({
        query: {
          company_name: `Northwind Media ${tag}`,
          company_website: `http://www.zeta-${tag}.example/about`,
          company_type: 'vendor',
        },
      })
      expect(res.status).toBe(200)
      const answer = await okJson(res)
      expect(answer.perfect_match).toEqual({ id: same.id, name: same.name, logo: null })
      expect(answer.suggested_companies.map((s) => s.id)).toEqual([same.id, alike.id])
    })

    it('takes the company of that very name, case and spacing aside, as the perfect match', async () => {
      const tag = unique()
      const alike = await createCompany(t.db, { name: `Harbor Media Group ${tag}` })
      const same = await createCompany(t.db, { name: `Harbor Media ${tag}` })
      const answer = await okJson(
        await t.client.suggested_companies.$get({
          query: {
            company_name: ` harbor  MEDIA ${tag}`,
            company_website: 'elsewhere.example',
            company_type: 'vendor',
          },
        }),
      )
      expect(answer.perfect_match).toEqual({ id: same.id, name: same.name, logo: null })
      expect(answer.suggested_companies.map((s) => s.id)).toEqual([same.id, alike.id])
    })

    it('suggests at most 3 alike names of that type, with no perfect match', async () => {
      const tag = unique()
      for (let i = 0; i < 4; i++) await createCompany(t.db, { name: `Orbit ${tag} ${i}` })
      const res = await t.client.suggested_companies.$get({
        query: {
          company_name: `Orbit ${tag}`,
          company_website: 'elsewhere.example',
          company_type: 'vendor',
        },
      })
      const answer = await okJson(res)
      expect(answer.perfect_match).toBeNull()
      expect(answer.suggested_companies).toHaveLength(3)
      for (const s of answer.suggested_companies) expect(s.name).toContain(`Orbit ${tag}`)
    })

    it('asks for the company type', async () => {
      const res = await t.client.suggested_companies.$get({
        query: { company_name: 'A', company_website: 'a.example', company_type: '' as 'cpg' },
      })
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { company_type: [MESSAGES.roleRequired] } })
    })
  })

  describe('POST /auth', () => {
    it('makes the first registrant of a new vendor company its admin, unconfirmed', async () => {
      const body = registration()
      const res = await register(body)
      expect(res.status).toBe(200)
      const data = (await okJson(res)).data
      expect(data).toEqual({
        id: expect.any(Number),
        email: body.email,
        first_vendor_admin: true,
        awaiting_approval: false,
      })
      const user = await userRow(t.db, data.id)
      expect(user).toMatchObject({
        role: 'vendor_admin',
        confirmedAt: null,
        jobTitle: 'Brand Manager',
      })
      const [company] = await t.db
        .select()
        .from(companies)
        .where(eq(companies.id, user?.companyId as number))
      expect(company).toMatchObject({ name: body.company_name, companyType: 'vendor' })
      expect(company?.domain).toBe(body.company_website.replace('https://www.', ''))
    })

    it('makes later registrants of that company wait for its admins (company-ownership.test.ts)', async () => {
      const first = registration()
      const { data: admin } = await okJson(await register(first))
      const company = (await userRow(t.db, admin.id))?.companyId as number
      const byId = (await okJson(await register(registration({ company_id: company })))).data
      const byName = await register(
        registration({ company_name: first.company_name.toUpperCase() }),
      )
      for (const data of [byId, (await okJson(byName)).data]) {
        expect(data).toMatchObject({ first_vendor_admin: false, awaiting_approval: true })
        expect(await userRow(t.db, data.id)).toMatchObject({ role: 'vendor_user', companyId: null })
        const [request] = await t.db
          .select()
          .from(companyJoinRequests)
          .where(eq(companyJoinRequests.userId, data.id))
        expect(request?.companyId).toBe(company)
      }
    })

    it('makes CPG registrants buyers and prefers the typed alternative company name', async () => {
      const res = await register(
        registration({ company_type: 'cpg', alt_company_name: 'Not Listed Foods' }),
      )
      const data = (await okJson(res)).data
      expect(data.first_vendor_admin).toBe(false)
      const user = await userRow(t.db, data.id)
      expect(user?.role).toBe('cpg_user')
      const [company] = await t.db
        .select()
        .from(companies)
        .where(eq(companies.id, user?.companyId as number))
      expect(company?.name).toBe('Not Listed Foods')
    })

    it('refuses a company id that is not a company of that type', async () => {
      const cpg = await createCompany(t.db, { companyType: 'cpg' })
      const res = await register(registration({ company_id: cpg.id }))
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({
        errors: { company_id: [AUTH_MESSAGES.companyNotFound] },
      })
      const outOfRange = await register(registration({ company_id: 2 ** 40 }))
      expect(outOfRange.status).toBe(422)
    })

    it('answers the password rules and the other fields with their messages', async () => {
      const check = async (overrides: Record<string, unknown>) => {
        const res = await register(registration(overrides))
        expect(res.status).toBe(422)
        return ((await res.json()) as { errors: Record<string, string[]> }).errors
      }
      expect((await check({ password: '', password_confirmation: '' })).password).toEqual([
        MESSAGES.passwordRequired,
      ])
      expect((await check({ password: 'Ab1!', password_confirmation: 'Ab1!' })).password).toEqual([
        MESSAGES.passwordTooShort,
      ])
      const weak = await check({ password: 'abcdefgh1', password_confirmation: 'abcdefgh1' })
      expect(weak.password).toEqual([MESSAGES.passwordWeak])
      // The app shows the first message of a field.
      expect((await check({ password_confirmation: '' })).password_confirmation?.[0]).toBe(
        MESSAGES.passwordConfirmationRequired,
      )
      expect((await check({ password_confirmation: 'Other123!' })).password_confirmation).toEqual([
        MESSAGES.passwordConfirmationMismatch,
      ])
      const missing = await check({
        first_name: '',
        last_name: ' ',
        job_title: '',
        company_name: '',
      })
      expect(missing).toMatchObject({
        first_name: [MESSAGES.firstNameRequired],
        last_name: [MESSAGES.lastNameRequired],
        job_title: [MESSAGES.jobTitleRequired],
        company_name: [MESSAGES.companyNameRequired],
      })
      expect(
        (await check({ agree_to_service_agreement: 'false' })).agree_to_service_agreement,
      ).toHaveLength(1)
      expect((await check({ company_website: 'nope' })).company_website).toEqual([
        MESSAGES.websiteInvalid,
      ])
    })

    it('does not sign in an unconfirmed user', async () => {
      const body = registration()
      await register(body)
      const res = await t.client.auth.sign_in.$post({
        json: { email: body.email, password: PASSWORD },
      })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.unconfirmed(body.email)] })
    })
  })

  describe('the confirmation email', () => {
    it('confirms, starts a session and goes to the page asked for', async () => {
      const body = registration({
        confirm_success_url: 'http://localhost:3000/search?keyword=soap',
      })
      await register(body)
      const link = await confirmationEmailTo(body.email)
      expect(link.startsWith('http://localhost:3000/api/v1/auth/confirmation?')).toBe(true)

      const { location, session } = await followEmailedLink(t, pathOf(link))
      expect(location.pathname).toBe('/search')
      expect(location.searchParams.get('keyword')).toBe('soap')
      expect(session.uid).toBe(body.email)
      expect(Number(session.expiry)).toBeGreaterThan(Date.now() / 1000)
      const data = await t.client.sign_in_data.$get({}, { headers: authHeaders(session) })
      expect(data.status).toBe(200)
      expect((await userByEmail(t.db, body.email))?.confirmedAt).toBeInstanceOf(Date)

      const again = await t.app.request(pathOf(link))
      expect(again.headers.get('location')).toBe('/link-expired')
      const signIn = await t.client.auth.sign_in.$post({
        json: { email: body.email, password: PASSWORD },
      })
      expect(signIn.status).toBe(200)
    })

    it('never redirects to another site', async () => {
      for (const target of [
        'https://evil.example/x',
        '//evil.example/x',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const body = registration({ confirm_success_url: target })
        await register(body)
        const link = await confirmationEmailTo(body.email)
        const tampered = new URL(link)
        tampered.searchParams.set('redirect_url', target)
        for (const url of [link, tampered.toString()]) {
          const res = await t.app.request(pathOf(url))
          const location = res.headers.get('location') as string
          expect(location.startsWith('/?code=') || location === '/link-expired').toBe(true)
        }
      }
    })

    it('sends to /link-expired once the link is older than 3 days', async () => {
      const body = registration()
      const data = (await okJson(await register(body))).data
      const link = await confirmationEmailTo(body.email)
      await t.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, data.id))
      const res = await t.app.request(pathOf(link))
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/link-expired')
      expect((await t.app.request('/api/v1/auth/confirmation')).headers.get('location')).toBe(
        '/link-expired',
      )
    })
  })

  describe('GET /accounts/{id}/resend_confirmation', () => {
    /** The emails written to the address, once the work the requests handed off is done. */
    const outboxTo = async (email: string) => {
      await t.background.idle()
      return (await t.db.select().from(outbox).where(eq(outbox.toAddress, email))).length
    }

    it('sends another link to an unconfirmed user, and the same answer for anyone', async () => {
      const body = registration()
      const data = (await okJson(await register(body))).data
      const res = await t.client.accounts[':id'].resend_confirmation.$get({
        param: { id: String(data.id) },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ success: true })
      expect(await outboxTo(body.email)).toBe(2)

      const confirmed = await createUser(t.db)
      const other = await t.client.accounts[':id'].resend_confirmation.$get({
        param: { id: String(confirmed.id) },
      })
      expect(await other.json()).toEqual({ success: true })
      expect(await outboxTo(confirmed.email)).toBe(0)
      for (const id of ['99999999', '99999999999', 'abc']) {
        const unknown = await t.client.accounts[':id'].resend_confirmation.$get({ param: { id } })
        expect(unknown.status).toBe(200)
        expect(await unknown.json()).toEqual({ success: true })
      }
    })

    it('sends at most 5 an hour', async () => {
      const body = registration()
      const data = (await okJson(await register(body))).data
      for (let i = 0; i < 7; i++) {
        await t.client.accounts[':id'].resend_confirmation.$get({ param: { id: String(data.id) } })
      }
      expect(await outboxTo(body.email)).toBe(6)
    })

    it('sends a link that still works', async () => {
      const body = registration()
      const data = (await okJson(await register(body))).data
      await t.deliverMail()
      await t.client.accounts[':id'].resend_confirmation.$get({ param: { id: String(data.id) } })
      await t.deliverMail()
      const mails = t.inbox.messages().filter((m) => m.envelopeTo.includes(body.email))
      expect(mails).toHaveLength(2)
      const res = await t.app.request(pathOf(linkIn(mails[1]?.text as string, 'Confirm my email')))
      expect(res.headers.get('location')).toMatch(/^\/\?code=/)
    })
  })

  describe('POST /rest-auth/registration/', () => {
    it('registers by email and confirms through the app link', async () => {
      const email = `short-${unique()}@example.test`
      const res = await apiRequest(t, 'POST', '/rest-auth/registration/', {
        email,
        password1: PASSWORD,
        password2: PASSWORD,
      })
      expect(res.status).toBe(201)
      expect(await res.json()).toEqual({ detail: AUTH_MESSAGES.verificationSent })
      await t.deliverMail()
      const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(email))
      const link = linkIn(mail.text, 'Confirm my email')
      const token = /\/account-confirm-email\/([\w-]+)$/.exec(link)?.[1]
      expect(token).toBeTruthy()
      const path = `/rest-auth/registration/account-confirm-email/${token}`
      const confirm = await apiRequest(t, 'POST', path)
      expect(confirm.status).toBe(200)
      expect(await confirm.json()).toEqual({ detail: 'ok' })
      expect((await userByEmail(t.db, email))?.confirmedAt).toBeInstanceOf(Date)
      expect((await apiRequest(t, 'POST', path)).status).toBe(404)
    })

    it('names its own fields in the errors', async () => {
      const res = await apiRequest(t, 'POST', '/rest-auth/registration/', {
        email: 'buyer@demo.example',
        password1: 'short',
        password2: 'other',
      })
      expect(res.status).toBe(422)
      const { errors } = (await res.json()) as { errors: Record<string, string[]> }
      expect(errors.password1).toEqual([MESSAGES.passwordTooShort])
      expect(errors.password2).toEqual([MESSAGES.passwordConfirmationMismatch])
    })
  })
})
