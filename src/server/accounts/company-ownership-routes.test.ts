import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import { companies, companyJoinRequests, users } from '../db/schema/index.ts'
import { apiRequest, okJson, pathOf } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD, userRow } from '../testing/factories.ts'
import { createMailTestApp, linkIn, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, followEmailedLink, signIn, type TestSession } from '../testing/sessions.ts'

const PASSWORD = TEST_PASSWORD
const unique = () => randomBytes(4).toString('hex')

describe('ownership of vendor companies', () => {
  let t: MailTestApp
  let superAdmin: TestSession
  beforeAll(async () => {
    t = await createMailTestApp()
    superAdmin = await signIn(t, 'admin@demo.example')
  })
  afterAll(() => t.close())

  const registration = (overrides: Record<string, unknown>) => ({
    first_name: 'Rita',
    last_name: 'Register',
    email: `rita-${unique()}@stranger.example`,
    job_title: 'Planner',
    company_name: `Acme ${unique()}`,
    company_website: 'https://www.stranger.example',
    company_type: 'vendor' as const,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    agree_to_service_agreement: 'true' as const,
    ...overrides,
  })
  const register = async (overrides: Record<string, unknown>) =>
    (await okJson(await t.client.auth.$post({ json: registration(overrides) }))).data

  /** Confirms through the emailed link and answers the session the link opens. */
  async function confirm(email: string): Promise<TestSession> {
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(email))
    return (await followEmailedLink(t, pathOf(linkIn(mail.text, 'Confirm my email')))).session
  }

  const account = async (session: TestSession) =>
    (await okJson(await t.client.accounts.$get({}, { headers: authHeaders(session) }))).data

  /** A vendor profile whose company has no members, like 63 of the seeded ones. */
  const memberlessVendor = (website = 'https://www.acme-foods.co.uk') =>
    createVendor(t.db, { website })

  const editProfile = (vendorId: number, session: TestSession) =>
    apiRequest(t, 'PATCH', `/vendors/${vendorId}`, {}, authHeaders(session))

  it('keeps a stranger who names a memberless company (any case) or picks its id waiting for a super_admin', async () => {
    const vendor = await memberlessVendor()
    const [company] = await t.db.select().from(companies).where(eq(companies.id, vendor.companyId))
    const byName = await register({ company_name: ` ${company?.name.toUpperCase()} ` })
    const byId = await register({ company_id: vendor.companyId })
    for (const data of [byName, byId]) {
      expect(data).toMatchObject({ first_vendor_admin: false, awaiting_approval: true })
      expect(await userRow(t.db, data.id)).toMatchObject({ role: 'vendor_user', companyId: null })
    }
    const session = await confirm(byName.email)
    expect((await account(session)).join_request).toEqual({
      company_name: company?.name,
      status: 'pending',
    })
    expect((await account(session)).vendor_id).toBeNull()
    expect((await editProfile(vendor.id, session)).status).toBe(403)

    // Every super_admin is asked, once the address is confirmed.
    await t.deliverMail()
    const asked = await t.inbox.waitFor(
      (m) => m.envelopeTo.includes('admin@demo.example') && m.subject?.includes('asks to join'),
    )
    expect(asked.subject).toBe(`Rita Register asks to join ${company?.name} on CPG Marketplace`)

    const claims = t.client.admin.vendor_claims
    const listed = (await okJson(await claims.$get({}, { headers: authHeaders(superAdmin) })))
      .vendor_claims
    const claim = listed.find((c) => c.email === byName.email)
    expect(claim).toMatchObject({ company: { id: vendor.companyId }, vendor_id: vendor.id })
    // An unconfirmed registrant's claim is not shown.
    expect(listed.some((c) => c.email === byId.email)).toBe(false)

    const approve = (who: TestSession) =>
      claims[':id'].approve.$post(
        { param: { id: String(claim?.id) } },
        { headers: authHeaders(who) },
      )
    expect((await approve(session)).status).toBe(403)
    expect((await claims.$get({})).status).toBe(401)
    expect((await approve(superAdmin)).status).toBe(200)
    expect(await userRow(t.db, byName.id)).toMatchObject({
      role: 'vendor_admin',
      companyId: vendor.companyId,
    })
    expect((await account(session)).join_request).toBeNull()
    expect((await approve(superAdmin)).status).toBe(404)
  })

  it('makes the owner of the website’s registrable domain the admin of a memberless company', async () => {
    const vendor = await memberlessVendor('https://www.acme-foods.co.uk/about')
    const data = await register({
      company_id: vendor.companyId,
      email: `owner-${unique()}@mail.acme-foods.co.uk`,
    })
    expect(data).toMatchObject({ first_vendor_admin: true, awaiting_approval: false })
    expect(await userRow(t.db, data.id)).toMatchObject({
      role: 'vendor_admin',
      companyId: vendor.companyId,
    })
    // co.uk is a public suffix: another .co.uk address owns nothing of it.
    const other = await memberlessVendor('https://www.acme-foods.co.uk')
    const stranger = await register({
      company_id: other.companyId,
      email: `x-${unique()}@other.co.uk`,
    })
    expect(stranger.awaiting_approval).toBe(true)
  })

  it('lets only the company’s admins approve or decline a member, even with its domain', async () => {
    const vendor = await memberlessVendor('https://joined.example')
    const admin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const adminSession = await signIn(t, admin.email, PASSWORD)
    const joiner = await register({
      company_id: vendor.companyId,
      email: `joiner-${unique()}@joined.example`,
    })
    expect(joiner.awaiting_approval).toBe(true)
    const session = await confirm(joiner.email)
    await t.deliverMail()
    const asked = await t.inbox.waitFor(
      (m) => m.envelopeTo.includes(admin.email) && m.subject?.includes('asks to join'),
    )
    expect(linkIn(asked.text, 'Review the request')).toContain(`/company/${vendor.id}`)

    const members = async () => {
      const path = `/vendors/${vendor.id}/members`
      const res = await apiRequest(t, 'GET', path, undefined, authHeaders(adminSession))
      expect(res.status).toBe(200)
      return (await res.json()) as { join_requests: { id: number; email: string }[] }
    }
    const [request] = (await members()).join_requests
    expect(request?.email).toBe(joiner.email)
    const decide = (decision: 'approve' | 'decline', who: TestSession, vendorId = vendor.id) =>
      t.client.vendors[':id'].join_requests[':requestId'][decision].$post(
        { param: { id: String(vendorId), requestId: String(request?.id) } },
        { headers: authHeaders(who) },
      )
    const otherVendor = await createVendor(t.db)
    const otherAdmin = await createUser(t.db, {
      role: 'vendor_admin',
      companyId: otherVendor.companyId,
    })
    const otherSession = await signIn(t, otherAdmin.email, PASSWORD)
    expect((await decide('approve', otherSession)).status).toBe(403)
    expect((await decide('approve', otherSession, otherVendor.id)).status).toBe(404)
    expect((await decide('approve', session)).status).toBe(403)
    // A claim with members is not a super_admin's to decide.
    const claim = await t.client.admin.vendor_claims[':id'].approve.$post(
      { param: { id: String(request?.id) } },
      { headers: authHeaders(superAdmin) },
    )
    expect(claim.status).toBe(409)
    expect(await claim.json()).toEqual({ errors: [JOIN_REQUEST_TEXT.companyHasMembers] })

    expect((await decide('decline', adminSession)).status).toBe(200)
    expect((await account(session)).join_request?.status).toBe('declined')
    expect((await members()).join_requests).toEqual([])
    expect((await decide('approve', adminSession)).status).toBe(404)

    const second = await register({ company_id: vendor.companyId })
    await confirm(second.email)
    const [next] = (await members()).join_requests
    const approved = await t.client.vendors[':id'].join_requests[':requestId'].approve.$post(
      { param: { id: String(vendor.id), requestId: String(next?.id) } },
      { headers: authHeaders(adminSession) },
    )
    expect(await okJson(approved)).toEqual({ success: true, id: next?.id })
    expect(await userRow(t.db, second.id)).toMatchObject({
      role: 'vendor_user',
      companyId: vendor.companyId,
    })
  })

  it('makes one company of 20 parallel registrations naming a new one', async () => {
    const name = `Race ${unique()}`
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.client.auth.$post({
          json: registration({
            company_name: i % 2 ? name : name.toLowerCase(),
            email: `racer-${unique()}@elsewhere.example`,
          }),
        }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200))
    const named = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) = lower(${name})`)
    expect(named).toHaveLength(1)
    const admins = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, named[0]?.id as number), eq(users.role, 'vendor_admin')))
    expect(admins).toHaveLength(1)
    const waiting = await t.db
      .select({ id: companyJoinRequests.id })
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.companyId, named[0]?.id as number))
    expect(waiting).toHaveLength(19)
  })
})
