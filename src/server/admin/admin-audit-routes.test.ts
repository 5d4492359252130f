import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_AUDIT_MESSAGES,
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditAction,
  type AdminAuditPage,
} from '../../domain/admin-audit.ts'
import { companyJoinRequests, outbox } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import {
  createCompany,
  createUser,
  createVendor,
  TEST_PASSWORD,
  userByEmail,
} from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { recordAdminChange } from './audit-log.ts'

const operator = DEMO_ACCOUNTS.find(
  (a) => a.role === 'super_admin',
) as (typeof DEMO_ACCOUNTS)[number]
const unique = () => Math.random().toString(36).slice(2, 8)

describe('the audit log in the admin API', () => {
  let t: MailTestApp
  let admin: Record<string, string>
  let adminId: number

  beforeAll(async () => {
    t = await createMailTestApp()
    admin = authHeaders(await signIn(t, operator.email))
    adminId = (await userByEmail(t.db, operator.email))?.id as number
  })
  afterAll(() => t.close())

  const audit = async (query = '') => {
    const res = await apiRequest(t, 'GET', `/admin/audit${query}`, undefined, admin)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    return body as AdminAuditPage
  }
  /** The newest event of the action: the one the call just before made. */
  const latest = async (action: AdminAuditAction) => (await audit(`?action=${action}`)).events[0]
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await apiRequest(t, method, path, body, admin)
    expect(res.status, await res.clone().text()).toBe(200)
  }
  const vendorMember = async () => {
    const vendor = await createVendor(t.db)
    return createUser(t.db, {
      role: 'vendor_user',
      companyId: vendor.companyId,
      email: `member-${unique()}@vendor.example`,
    })
  }

  it('records a role change with who made it, the account, and the role before and after', async () => {
    const member = await vendorMember()
    await ok('PATCH', `/admin/accounts/${member.id}`, { role: 'vendor_admin' })

    const event = await latest('account.role_changed')
    expect(event).toMatchObject({
      action: 'account.role_changed',
      actor: { id: adminId, email: operator.email },
      target: { kind: 'account', id: member.id, label: member.email },
      before: { role: 'vendor_user' },
      after: { role: 'vendor_admin' },
    })
    expect(Date.now() - Date.parse(event?.created_at as string)).toBeLessThan(60_000)
  })

  it('records nothing for a role change refused or changing nothing', async () => {
    const member = await vendorMember()
    const before = (await audit('?action=account.role_changed')).total
    await ok('PATCH', `/admin/accounts/${member.id}`, { role: 'vendor_user' })
    const refused = await apiRequest(
      t,
      'PATCH',
      `/admin/accounts/${member.id}`,
      { role: 'cpg_user' },
      admin,
    )
    expect(refused.status).toBe(422)
    expect((await audit('?action=account.role_changed')).total).toBe(before)
  })

  it('records deactivation, reactivation and a resent confirmation of an account', async () => {
    const member = await vendorMember()
    await ok('POST', `/admin/accounts/${member.id}/deactivate`, {})
    const deactivated = await latest('account.deactivated')
    expect(deactivated).toMatchObject({
      target: { kind: 'account', id: member.id },
      before: { deactivated_at: null },
    })
    expect(deactivated?.after?.deactivated_at).toEqual(expect.any(String))

    await ok('POST', `/admin/accounts/${member.id}/reactivate`, {})
    expect(await latest('account.reactivated')).toMatchObject({
      target: { kind: 'account', id: member.id },
      before: { deactivated_at: deactivated?.after?.deactivated_at },
      after: { deactivated_at: null },
    })

    const unconfirmed = await createUser(t.db, {
      role: 'cpg_user',
      companyId: (await createCompany(t.db, { companyType: 'cpg' })).id,
      confirmedAt: null,
    })
    await ok('POST', `/admin/accounts/${unconfirmed.id}/resend_confirmation`, {})
    const resent = await latest('account.confirmation_resent')
    expect(resent).toMatchObject({
      target: { kind: 'account', id: unconfirmed.id, label: unconfirmed.email },
      after: { email: unconfirmed.email },
    })
    // The confirmation link's token stays in the email only.
    expect(JSON.stringify(resent)).not.toMatch(/token|password/i)
  })

  it('records a vendor claim approved or declined with the claimant and the company', async () => {
    const claimOf = async () => {
      const vendor = await createVendor(t.db)
      const claimant = await createUser(t.db, { role: 'vendor_user', companyId: null })
      const [row] = await t.db
        .insert(companyJoinRequests)
        .values({ userId: claimant.id, companyId: vendor.companyId })
        .returning()
      return { id: row?.id as number, claimant, companyId: vendor.companyId }
    }
    const approved = await claimOf()
    await ok('POST', `/admin/vendor_claims/${approved.id}/approve`, {})
    expect(await latest('vendor_claim.approved')).toMatchObject({
      target: { kind: 'vendor_claim', id: approved.id },
      before: { claimant: approved.claimant.email, company_id: approved.companyId, status: 'open' },
      after: { status: 'approved', claimant_role: 'vendor_admin' },
    })
    const declined = await claimOf()
    await ok('POST', `/admin/vendor_claims/${declined.id}/decline`, {})
    expect(await latest('vendor_claim.declined')).toMatchObject({
      target: { kind: 'vendor_claim', id: declined.id },
      after: { status: 'declined' },
    })
  })

  it('records a featured list saved with the list before and after, by name', async () => {
    const first = await createVendor(t.db, { name: `First ${unique()}` })
    const second = await createVendor(t.db, { name: `Second ${unique()}` })
    await ok('PUT', '/admin/featured/vendors', { vendor_ids: [first.id] })
    await ok('PUT', '/admin/featured/vendors', { vendor_ids: [second.id, first.id] })

    expect(await latest('featured.vendors_saved')).toMatchObject({
      target: { kind: 'vendors', id: null },
      before: { vendors: [{ id: first.id, name: first.name }] },
      after: {
        vendors: [
          { id: second.id, name: second.name },
          { id: first.id, name: first.name },
        ],
      },
    })
  })

  it('records a recommendation’s status and note changed, and its vendor invited', async () => {
    const buyer = await createUser(t.db, {
      role: 'cpg_user',
      companyId: (await createCompany(t.db, { companyType: 'cpg' })).id,
    })
    const buyerHeaders = authHeaders(await signIn(t, buyer.email, TEST_PASSWORD))
    const name = `Gap ${unique()}`
    const body = { vendor_name: name, vendor_website: 'gap.example' }
    const recommended = await apiRequest(t, 'POST', '/recommend_vendor', body, buyerHeaders)
    expect(recommended.status).toBe(200)
    const inbox = await apiRequest(t, 'GET', '/admin/recommendations', undefined, admin)
    const { recommendations } = (await inbox.json()) as {
      recommendations: { id: number; vendor_name: string }[]
    }
    const id = recommendations.find((r) => r.vendor_name === name)?.id as number

    await ok('PATCH', `/admin/recommendations/${id}`, { status: 'dismissed', note: 'Out of scope' })
    expect(await latest('recommendation.changed')).toMatchObject({
      target: { kind: 'recommendation', id, label: name },
      before: { status: 'new', note: '' },
      after: { status: 'dismissed', note: 'Out of scope' },
    })

    await ok('POST', `/admin/recommendations/${id}/invite`, { email: 'sales@gap.example' })
    expect(await latest('recommendation.vendor_invited')).toMatchObject({
      target: { kind: 'recommendation', id },
      before: { status: 'dismissed', invited_email: null },
      after: { status: 'contacted', invited_email: 'sales@gap.example' },
    })
  })

  it('records a failed email retried, without its body', async () => {
    const [row] = await t.db
      .insert(outbox)
      .values({
        toAddress: 'someone@mail.test',
        subject: `Reset ${unique()}`,
        textBody: 'Reset: https://x.test/reset?token=secret-token',
        htmlBody: '<a href="https://x.test/reset?token=secret-token">Reset</a>',
        status: 'failed',
        attempts: 5,
      })
      .returning()
    await ok('POST', `/admin/outbox/${row?.id}/retry`, {})
    const event = await latest('email.retried')
    expect(event).toMatchObject({
      target: { kind: 'email', id: row?.id, label: row?.subject },
      before: { state: 'failed', attempts: 5 },
      after: { state: 'retrying', attempts: 5 },
    })
    expect(JSON.stringify(event)).not.toContain('secret-token')
  })

  it('keeps secrets out of before and after, however a caller builds them', async () => {
    const member = await vendorMember()
    await recordAdminChange(t.db, {
      actorId: adminId,
      action: 'account.confirmation_resent',
      target: { kind: 'account', id: member.id, label: member.email },
      before: { password: 'hunter2', nested: { resetToken: 'abc', kept: 1 } },
      after: { list: [{ secret: 's', name: 'shown' }] },
    })
    const event = await latest('account.confirmation_resent')
    expect(event?.before).toEqual({ nested: { kept: 1 } })
    expect(event?.after).toEqual({ list: [{ name: 'shown' }] })
  })

  it('lists every action newest first, 20 a page, filtered by action and operator', async () => {
    const other = await createUser(t.db, { role: 'super_admin', companyId: null })
    const otherHeaders = authHeaders(await signIn(t, other.email, TEST_PASSWORD))
    const members = await Promise.all(
      Array.from({ length: ADMIN_AUDIT_PAGE_SIZE + 1 }, () => vendorMember()),
    )
    for (const member of members) {
      const res = await apiRequest(
        t,
        'POST',
        `/admin/accounts/${member.id}/deactivate`,
        {},
        otherHeaders,
      )
      expect(res.status).toBe(200)
    }

    const first = await audit(`?actor=${other.id}`)
    expect(first.total).toBe(ADMIN_AUDIT_PAGE_SIZE + 1)
    expect(first.per_page).toBe(ADMIN_AUDIT_PAGE_SIZE)
    expect(first.events).toHaveLength(ADMIN_AUDIT_PAGE_SIZE)
    expect(first.events[0]?.target.id).toBe(members.at(-1)?.id)
    expect(first.events.every((e) => e.actor?.id === other.id)).toBe(true)
    const second = await audit(`?actor=${other.id}&page=2`)
    expect(second.events.map((e) => e.target.id)).toEqual([members[0]?.id])

    const everyone = await audit('?action=account.deactivated')
    expect(everyone.events.every((e) => e.action === 'account.deactivated')).toBe(true)
    expect((await audit(`?action=email.retried&actor=${other.id}`)).total).toBe(0)
  })

  it('refuses an unknown action, actor or page with the field’s message', async () => {
    for (const [query, field, message] of [
      ['?action=account.deleted', 'action', ADMIN_AUDIT_MESSAGES.actionInvalid],
      ['?actor=me', 'actor', ADMIN_AUDIT_MESSAGES.actorInvalid],
      ['?page=0', 'page', ADMIN_AUDIT_MESSAGES.pageInvalid],
    ] as const) {
      const res = await apiRequest(t, 'GET', `/admin/audit${query}`, undefined, admin)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { [field]: [message] } })
    }
  })
})
