import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAccount, AdminAccountPage } from '../../domain/admin-accounts.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { issueSignInCode } from '../auth/sign-in-codes.ts'
import { outbox, sessions } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import {
  createCompany,
  createUser,
  createVendor,
  TEST_PASSWORD,
  userByEmail,
} from '../testing/factories.ts'
import { authHeaders, exchangeCode, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const unique = () => Math.random().toString(36).slice(2, 8)

describe('accounts in the admin API', () => {
  let t: TestApp
  let admin: Record<string, string>
  let adminId: number
  beforeAll(async () => {
    // The session cache on, as in production: a deactivation must end a session it holds.
    t = await createTestApp({ sessionCacheMs: 60_000 })
    admin = authHeaders(await signIn(t, 'admin@demo.example'))
    adminId = (await userByEmail(t.db, 'admin@demo.example'))?.id as number
  })
  afterAll(() => t.close())

  const list = async (query = '') => {
    const res = await apiRequest(t, 'GET', `/admin/accounts${query}`, undefined, admin)
    expect(res.status).toBe(200)
    return (await res.json()) as AdminAccountPage
  }
  const call = (method: string, path: string, body?: unknown) =>
    apiRequest(t, method, `/admin/accounts${path}`, body, admin)
  const accountOf = async (res: Response) => {
    const body = (await res.json()) as { account: AdminAccount }
    expect(res.status, JSON.stringify(body)).toBe(200)
    return body.account
  }
  const sessionWorks = async (session: TestSession) =>
    (await apiRequest(t, 'GET', '/sign_in_data', undefined, authHeaders(session))).status

  it('finds accounts by name, email or company, newest first, 20 a page, with their standing', async () => {
    const tag = unique()
    const company = await createCompany(t.db, { name: `Brightside ${tag} Media` })
    const vendor = await createVendor(t.db, { companyId: company.id })
    const member = await createUser(t.db, {
      role: 'vendor_admin',
      companyId: vendor.companyId,
      firstName: 'Quinn',
      lastName: `Quarry${tag}`,
      email: `quinn-${tag}@brightside.example`,
    })
    const unconfirmed = await createUser(t.db, {
      role: 'cpg_user',
      companyId: (await createCompany(t.db, { companyType: 'cpg' })).id,
      email: `late-${tag}@buyer.example`,
      confirmedAt: null,
    })
    await signIn(t, member.email, TEST_PASSWORD)

    const byCompany = await list(`?query=${encodeURIComponent(`brightside ${tag}`)}`)
    expect(byCompany.total).toBe(1)
    const [found] = byCompany.accounts
    expect(found).toMatchObject({
      id: member.id,
      first_name: 'Quinn',
      email: member.email,
      role: 'vendor_admin',
      company: { id: company.id, name: company.name, company_type: 'vendor', vendor_id: vendor.id },
      join_request: null,
      confirmed: true,
      deactivated_at: null,
      assignable_roles: ['vendor_admin', 'vendor_user'],
    })
    expect(Date.now() - Date.parse(found?.last_sign_in_at as string)).toBeLessThan(60_000)
    expect((await list(`?query=quinn%20quarry${tag}`)).accounts.map((a) => a.id)).toEqual([
      member.id,
    ])
    const byEmail = await list(`?query=LATE-${tag}@`)
    expect(byEmail.accounts).toMatchObject([
      {
        id: unconfirmed.id,
        confirmed: false,
        last_sign_in_at: null,
        assignable_roles: ['cpg_user'],
      },
    ])
    // A % or _ typed is looked for as such, not as a wildcard.
    expect((await list(`?query=${encodeURIComponent(`%${tag}`)}`)).total).toBe(0)

    const everyone = await list()
    expect(everyone.per_page).toBe(20)
    expect(everyone.page).toBe(1)
    expect(everyone.accounts).toHaveLength(Math.min(20, everyone.total))
    expect(everyone.accounts[0]?.id).toBe(unconfirmed.id)
    const superAdmins = await list('?role=super_admin')
    expect(superAdmins.accounts.every((a) => a.role === 'super_admin')).toBe(true)
    expect(superAdmins.accounts.find((a) => a.id === adminId)).toMatchObject({
      company: null,
      assignable_roles: [],
    })
    const lastPage = Math.ceil(everyone.total / 20)
    const last = await list(`?page=${lastPage}`)
    expect(last.accounts).toHaveLength(everyone.total - (lastPage - 1) * 20)
    expect((await list(`?page=${lastPage + 1}`)).accounts).toEqual([])
  })

  it('refuses a query it cannot read with the field and its message', async () => {
    const wrong = async (query: string, field: string) => {
      const res = await call('GET', query)
      expect(res.status).toBe(422)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(body.errors)).toContain(field)
    }
    await wrong('?page=0', 'page')
    await wrong('?page=two', 'page')
    await wrong('?role=owner', 'role')
    await wrong(`?query=${'a'.repeat(101)}`, 'query')
  })

  it('changes a role only to one of the company kind, never the last admin’s or one’s own', async () => {
    const vendor = await createVendor(t.db)
    const onlyAdmin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const member = await createUser(t.db, { role: 'vendor_user', companyId: vendor.companyId })
    const memberSession = await signIn(t, member.email, TEST_PASSWORD)

    const demote = await call('PATCH', `/${onlyAdmin.id}`, { role: 'vendor_user' })
    expect(demote.status).toBe(422)
    expect(await demote.json()).toMatchObject({
      errors: { role: ['There should be at least 1 admin in company'] },
    })
    const promoted = await accountOf(await call('PATCH', `/${member.id}`, { role: 'vendor_admin' }))
    expect(promoted.role).toBe('vendor_admin')
    // The member's own session has the new role at once.
    const data = await apiRequest(t, 'GET', '/sign_in_data', undefined, authHeaders(memberSession))
    expect(((await data.json()) as { data: { role: string } }).data.role).toBe('vendor_admin')
    // With a second admin, the first may now be demoted, but not past a deactivated one.
    await accountOf(await call('POST', `/${member.id}/deactivate`))
    expect((await call('PATCH', `/${onlyAdmin.id}`, { role: 'vendor_user' })).status).toBe(422)
    await accountOf(await call('POST', `/${member.id}/reactivate`))
    expect(
      (await accountOf(await call('PATCH', `/${onlyAdmin.id}`, { role: 'vendor_user' }))).role,
    ).toBe('vendor_user')

    const buyer = await createUser(t.db, {
      role: 'cpg_user',
      companyId: (await createCompany(t.db, { companyType: 'cpg' })).id,
    })
    const toVendor = await call('PATCH', `/${buyer.id}`, { role: 'vendor_admin' })
    expect(toVendor.status).toBe(422)
    expect(await toVendor.json()).toMatchObject({
      errors: { role: ['An account of a CPG company can only be cpg_user'] },
    })
    const otherAdmin = await createUser(t.db, { role: 'super_admin', companyId: null })
    const fromStaff = await call('PATCH', `/${otherAdmin.id}`, { role: 'cpg_user' })
    expect(await fromStaff.json()).toMatchObject({
      errors: { role: ['An account without a company keeps its role'] },
    })
    const own = await call('PATCH', `/${adminId}`, { role: 'cpg_user' })
    expect(own.status).toBe(409)
    expect(await own.json()).toEqual({ errors: ['You cannot change your own role'] })
    expect((await call('PATCH', `/${member.id}`, {})).status).toBe(422)
    expect((await call('PATCH', `/${member.id}`, { role: 'owner' })).status).toBe(422)
    const unknown = await call('PATCH', '/2147483647', { role: 'cpg_user' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errors: ['Account not found'] })
  })

  it('resends a confirmation to an unconfirmed account, a few an hour', async () => {
    const late = await createUser(t.db, { confirmedAt: null })
    const mails = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.toAddress, late.email))).length
    const sent = await call('POST', `/${late.id}/resend_confirmation`)
    expect(await sent.json()).toEqual({ success: true, email: late.email })
    expect(await mails()).toBe(1)
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', `/${late.id}/resend_confirmation`)).status).toBe(200)
    }
    const capped = await call('POST', `/${late.id}/resend_confirmation`)
    expect(capped.status).toBe(429)
    expect(await capped.json()).toEqual({
      errors: ['Too many emails were sent, please try again later'],
    })
    expect(await mails()).toBe(5)

    const confirmed = await createUser(t.db)
    const again = await call('POST', `/${confirmed.id}/resend_confirmation`)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ errors: ['This account has already confirmed its email'] })
  })

  it('deactivates an account: every session ends at once and it cannot sign in until reactivated', async () => {
    const user = await createUser(t.db)
    const phone = await signIn(t, user.email, TEST_PASSWORD)
    const laptop = await signIn(t, user.email, TEST_PASSWORD)
    // Read once, so the session cache holds the phone's session.
    expect(await sessionWorks(phone)).toBe(200)
    const code = await issueSignInCode(t.db, t.config.tokenSecret, user.id, new Date())

    const deactivated = await accountOf(await call('POST', `/${user.id}/deactivate`))
    expect(Date.now() - Date.parse(deactivated.deactivated_at as string)).toBeLessThan(60_000)
    expect(await sessionWorks(phone)).toBe(401)
    expect(await sessionWorks(laptop)).toBe(401)
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    expect((await exchangeCode(t, code)).status).toBe(401)

    const refused = await apiRequest(t, 'POST', '/auth/sign_in', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ errors: [AUTH_MESSAGES.deactivated] })
    // A wrong password learns nothing about the account.
    const guessed = await apiRequest(t, 'POST', '/auth/sign_in', {
      email: user.email,
      password: 'Wrong-123!',
    })
    expect(await guessed.json()).toEqual({ errors: [AUTH_MESSAGES.invalidCredentials] })
    const newCode = await issueSignInCode(t.db, t.config.tokenSecret, user.id, new Date())
    const exchanged = await exchangeCode(t, newCode)
    expect(exchanged.status).toBe(401)
    expect(await exchanged.json()).toEqual({ errors: [AUTH_MESSAGES.deactivated] })
    const resend = await call('POST', `/${user.id}/resend_confirmation`)
    expect(resend.status).toBe(409)

    const reactivated = await accountOf(await call('POST', `/${user.id}/reactivate`))
    expect(reactivated.deactivated_at).toBeNull()
    expect(await sessionWorks(phone)).toBe(401)
    expect(await sessionWorks(await signIn(t, user.email, TEST_PASSWORD))).toBe(200)
  })

  it('leaves a deactivated member out of the company’s member list until reactivated', async () => {
    const vendor = await createVendor(t.db)
    await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const member = await createUser(t.db, { role: 'vendor_user', companyId: vendor.companyId })
    const memberIds = async () => {
      const res = await apiRequest(t, 'GET', `/vendors/${vendor.id}/members`, undefined, admin)
      return ((await res.json()) as { users: { id: number }[] }).users.map((user) => user.id)
    }
    expect(await memberIds()).toContain(member.id)
    await accountOf(await call('POST', `/${member.id}/deactivate`))
    expect(await memberIds()).not.toContain(member.id)
    await accountOf(await call('POST', `/${member.id}/reactivate`))
    expect(await memberIds()).toContain(member.id)
  })

  it('will not let a super_admin deactivate themselves', async () => {
    const own = await call('POST', `/${adminId}/deactivate`)
    expect(own.status).toBe(409)
    expect(await own.json()).toEqual({ errors: ['You cannot deactivate your own account'] })
    expect((await list('?role=super_admin')).accounts.find((a) => a.id === adminId)).toMatchObject({
      deactivated_at: null,
    })
    expect((await call('POST', '/0/deactivate')).status).toBe(404)
    expect((await call('POST', '/2147483647/reactivate')).status).toBe(404)
  })
})
