import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, tactics } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const unique = () => randomBytes(4).toString('hex')
const PASSWORD = 'Register-Otter-42!'

/**
 * Every write the app may repeat that sends email, sent twice under one Idempotency-Key: the
 * second answer is the first replayed and the outbox holds one email (docs/api-buyer-actions.md).
 */
describe('the keyed writes that send email', () => {
  let t: TestApp
  let buyer: Record<string, string>
  let admin: Record<string, string>
  let vendor: Awaited<ReturnType<typeof createVendor>>
  let tacticId: number

  beforeAll(async () => {
    t = await createTestApp()
    vendor = await createVendor(t.db)
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId: vendor.id, name: 'End caps', description: 'In store' })
      .returning()
    tacticId = tactic?.id as number
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    const buyerUser = await createUser(t.db, { companyId: cpg.id })
    buyer = authHeaders(await signIn(t, buyerUser.email, TEST_PASSWORD))
    const adminUser = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    admin = authHeaders(await signIn(t, adminUser.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  const mailsTo = async (address: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.toAddress, address))).length

  /** Sends twice under one key; the first answer, after checking the second replays it. */
  async function twice(send: (key: string) => Promise<Response>) {
    const key = crypto.randomUUID()
    const first = await send(key)
    const second = await send(key)
    expect(first.status).toBeLessThan(300)
    expect(first.headers.has('Idempotent-Replayed')).toBe(false)
    expect(second.status).toBe(first.status)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    const body = await first.json()
    expect(await second.json()).toEqual(body)
    return body
  }

  const keyed = (headers: Record<string, string>, key: string) => ({
    ...headers,
    'Idempotency-Key': key,
  })

  it.each([
    ['a vendor', () => `/vendors/${vendor.id}/share_via_email`],
    ['a tactic', () => `/vendors/${vendor.id}/tactics/${tacticId}/share_via_email`],
  ])('shares %s once', async (_what, path) => {
    const to = `share-${unique()}@keyed.test`
    await twice((key) => apiRequest(t, 'POST', path(), { emails: [to] }, keyed(buyer, key)))
    expect(await mailsTo(to)).toBe(1)
  })

  it('invites a vendor once', async () => {
    const to = `nudge-${unique()}@keyed.test`
    const body = { email_to: [to], email_subject: 'Join us', email_text: 'Please join' }
    await twice((key) => apiRequest(t, 'POST', `/nudges/${vendor.id}`, body, keyed(buyer, key)))
    expect(await mailsTo(to)).toBe(1)
  })

  it.each([
    ['vendor', { vendor_name: 'Missing Co', vendor_website: 'missing.example' }],
    ['tactic', { tactic_name: 'Missing tactic', vendor_website: 'missing.example' }],
  ])('recommends a %s once', async (kind, body) => {
    const before = await mailsTo(t.config.recommendationsEmail)
    await twice((key) => apiRequest(t, 'POST', `/recommend_${kind}`, body, keyed(buyer, key)))
    expect(await mailsTo(t.config.recommendationsEmail)).toBe(before + 1)
  })

  it('creates a quote once and sends it once, create and send under one key', async () => {
    const key = crypto.randomUUID()
    const create = () =>
      apiRequest(t, 'POST', '/request_quote', { vendor_id: vendor.id }, keyed(buyer, key))
    const created = await twice(create)
    const id = created.data.request_quote_id as number
    const subject = `Quote ${unique()}`
    const send = { email_subject: subject, email_text: 'Price please' }
    await twice(() => apiRequest(t, 'PUT', `/request_quote/${id}`, send, keyed(buyer, key)))
    expect(await t.db.select().from(outbox).where(eq(outbox.subject, subject))).toHaveLength(1)
  })

  it('invites members once, each repeat a new multipart body of the same form', async () => {
    const to = `member-${unique()}@keyed.test`
    const form = () => {
      const body = new FormData()
      body.append('emails', to)
      body.append('role', 'vendor_user')
      body.append('message', 'Welcome')
      return body
    }
    await twice(async (key) =>
      t.app.request(`/api/v1/vendors/${vendor.id}/members`, {
        method: 'POST',
        headers: keyed(admin, key),
        body: form(),
      }),
    )
    expect(await mailsTo(to)).toBe(1)
  })

  it('registers a visitor once: the repeat replays the account, not "already taken"', async () => {
    const email = `rita-${unique()}@keyed.test`
    const body = {
      first_name: 'Rita',
      last_name: 'Register',
      email,
      job_title: 'Brand Manager',
      company_name: `Acme ${unique()}`,
      company_website: `https://www.acme-${unique()}.example`,
      company_type: 'cpg',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree_to_service_agreement: 'true',
    }
    const answer = await twice((key) => apiRequest(t, 'POST', '/auth', body, keyed({}, key)))
    expect(answer.data.email).toBe(email)
    expect(await mailsTo(email)).toBe(1)
  })

  it('registers by email and password once', async () => {
    const email = `short-${unique()}@keyed.test`
    const body = { email, password1: PASSWORD, password2: PASSWORD }
    await twice((key) => apiRequest(t, 'POST', '/rest-auth/registration/', body, keyed({}, key)))
    expect(await mailsTo(email)).toBe(1)
  })

  it('sends one password recovery email', async () => {
    const user = await createUser(t.db)
    await twice((key) =>
      apiRequest(t, 'POST', '/auth/password', { email: user.email }, keyed({}, key)),
    )
    // The recovery email is written after the answer (docs/security.md, enumeration).
    await t.background.idle()
    expect(await mailsTo(user.email)).toBe(1)
  })

  it('keeps visitors and users apart: the same key and body of a signed-in user runs anew', async () => {
    const user = await createUser(t.db)
    const key = crypto.randomUUID()
    const send = (headers: Record<string, string>) =>
      apiRequest(t, 'POST', '/auth/password', { email: user.email }, keyed(headers, key))
    await send({})
    const signedIn = await send(buyer)
    expect(signedIn.headers.has('Idempotent-Replayed')).toBe(false)
  })
})
