import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import {
  REGISTRATION_CHECKS_PER_HOUR,
  REGISTRATIONS_PER_EMAIL_PER_DAY,
} from '../auth/registration-limit.ts'
import { companies, rateLimits } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'

const PASSWORD = 'Register-Heron-58!'
const unique = () => randomBytes(4).toString('hex')

const registration = (email: string, company: string) => ({
  first_name: 'Rita',
  last_name: 'Register',
  email,
  job_title: 'Brand Manager',
  company_name: company,
  company_website: `https://www.${company}.example`,
  company_type: 'vendor',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  agree_to_service_agreement: 'true',
})

/** Status and body, with the one field that must differ (a fresh id) named only by its type. */
async function answerOf(res: Response) {
  const body = (await res.json()) as { data?: { id?: unknown; email?: unknown } }
  if (body.data) body.data = { ...body.data, id: typeof body.data.id, email: 'the email' }
  return { status: res.status, body }
}

describe('registration tells nobody which emails are registered, and is limited', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(rateLimits)
  })

  it(`takes at most ${REGISTRATION_CHECKS_PER_HOUR} of 100 parallel sign-ups from one address`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        apiRequest(t, 'POST', '/rest-auth/registration/', {
          email: `flood-${i}-${unique()}@example.test`,
          password1: PASSWORD,
          password2: PASSWORD,
        }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTRATION_CHECKS_PER_HOUR)
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - REGISTRATION_CHECKS_PER_HOUR)
    const refused = answers.find((res) => res.status === 429) as Response
    expect(await refused.json()).toEqual({ errors: [AUTH_MESSAGES.tooManyRegistrations] })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it(`registers one email at most ${REGISTRATIONS_PER_EMAIL_PER_DAY} times a day, registered or not`, async () => {
    const owner = await createUser(t.db)
    for (const email of [owner.email, `fresh-${unique()}@example.test`]) {
      const register = () =>
        apiRequest(t, 'POST', '/rest-auth/registration/', {
          email,
          password1: PASSWORD,
          password2: PASSWORD,
        })
      for (let i = 0; i < REGISTRATIONS_PER_EMAIL_PER_DAY; i++) {
        expect((await register()).status).toBe(201)
      }
      const refused = await register()
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ errors: [AUTH_MESSAGES.tooManyRegistrationsOfEmail] })
    }
  })

  it('answers POST /auth for a registered email as for a new one, and mails the owner instead', async () => {
    const owner = await createUser(t.db, { email: `owner-${unique()}@example.test` })
    const fresh = `fresh-${unique()}@example.test`
    const company = `acme${unique()}`
    const taken = await apiRequest(t, 'POST', '/auth', registration(owner.email, company))
    const created = await apiRequest(t, 'POST', '/auth', registration(fresh, `other${unique()}`))
    expect(await answerOf(taken)).toEqual(await answerOf(created))
    // Nothing of the attempt is kept: not the company it named.
    const names = (await t.db.select({ name: companies.name }).from(companies)).map((c) => c.name)
    expect(names).not.toContain(company)
    await t.deliverMail()
    const notice = await t.inbox.waitFor((m) => m.envelopeTo.includes(owner.email))
    expect(notice.subject).toContain('Someone tried to register with your address')
    expect(notice.text).toContain('You already have an account, so nothing was changed.')
    expect(t.inbox.messages().filter((m) => m.envelopeTo.includes(owner.email))).toHaveLength(1)
    await t.inbox.waitFor((m) => m.envelopeTo.includes(fresh) && /Confirm/.test(m.subject ?? ''))
  })

  it('answers step one and the short registration for a registered email as for a new one', async () => {
    const owner = await createUser(t.db)
    const step = (email: string) =>
      apiRequest(t, 'POST', '/user_verifications', {
        user: { first_name: 'Ann', last_name: 'Lee', email },
        vendor: { company_name: 'Acme', company_website: 'acme.example', company_type: 'vendor' },
      })
    const stepTaken = await step(owner.email)
    const stepNew = await step(`fresh-${unique()}@example.test`)
    expect(stepTaken.status).toBe(stepNew.status)
    expect(Object.keys(await stepTaken.json())).toEqual(Object.keys(await stepNew.json()))
    const short = (email: string) =>
      apiRequest(t, 'POST', '/rest-auth/registration/', {
        email,
        password1: PASSWORD,
        password2: PASSWORD,
      })
    const shortTaken = await short(owner.email.toUpperCase())
    const shortNew = await short(`fresh-${unique()}@example.test`)
    expect(await answerOf(shortTaken)).toEqual(await answerOf(shortNew))
    await t.deliverMail()
    const notice = await t.inbox.waitFor((m) => m.envelopeTo.includes(owner.email))
    expect(notice.subject).toContain('Someone tried to register with your address')
  })
})
