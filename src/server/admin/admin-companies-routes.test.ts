import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAuditEvent } from '../../domain/admin-audit.ts'
import {
  ADMIN_COMPANY_MESSAGES,
  type AdminCompany,
  type AdminJoinRequest,
} from '../../domain/admin-companies.ts'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import { companies, companyJoinRequests, users, vendors } from '../db/schema/index.ts'
import { createTactic, createVendor, uniqueWord } from '../search/testing/catalogue-factories.ts'
import { searchRequests, tacticIds } from '../search/testing/search-requests.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('companies in the admin API', () => {
  let t: TestApp
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
    admin = authHeaders(await signIn(t, 'admin@demo.example'))
  })
  afterAll(() => t.close())

  const post = (path: string, body: unknown = {}) => apiRequest(t, 'POST', path, body, admin)
  const lastAudit = async (action: string) => {
    const res = await apiRequest(t, 'GET', `/admin/audit?action=${action}`, undefined, admin)
    return ((await res.json()) as { events: AdminAuditEvent[] }).events[0]
  }
  const requestToJoin = async (companyId: number) => {
    const user = await createUser(t.db, { role: 'vendor_user', companyId: null })
    const [row] = await t.db
      .insert(companyJoinRequests)
      .values({ userId: user.id, companyId })
      .returning()
    return { user, id: row?.id as number }
  }
  const userOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

  it('lists requests to join companies with members, and approves or declines them as their admins would', async () => {
    const vendor = await createVendor(t.db)
    await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const approved = await requestToJoin(vendor.companyId)
    const declined = await requestToJoin(vendor.companyId)
    const claim = await requestToJoin((await createCompany(t.db)).id)
    const res = await apiRequest(t, 'GET', '/admin/join_requests', undefined, admin)
    expect(res.status).toBe(200)
    const listed = ((await res.json()) as { join_requests: AdminJoinRequest[] }).join_requests
    expect(listed.find((request) => request.id === approved.id)).toMatchObject({
      email: approved.user.email,
      company: { id: vendor.companyId },
      vendor_id: vendor.id,
    })
    expect(listed.map((request) => request.id)).not.toContain(claim.id)

    expect((await post(`/admin/join_requests/${approved.id}/approve`)).status).toBe(200)
    expect(await userOf(approved.user.id)).toMatchObject({
      companyId: vendor.companyId,
      role: 'vendor_user',
    })
    expect(await lastAudit('join_request.approved')).toMatchObject({
      target: { kind: 'join_request', id: approved.id },
      after: { status: 'approved', claimant_role: 'vendor_user' },
    })
    expect((await post(`/admin/join_requests/${declined.id}/decline`)).status).toBe(200)
    expect((await userOf(declined.user.id))?.companyId).toBeNull()
    const again = await post(`/admin/join_requests/${declined.id}/approve`)
    expect(again.status).toBe(404)
    const asClaim = await post(`/admin/join_requests/${claim.id}/approve`)
    expect(asClaim.status).toBe(409)
    expect(((await asClaim.json()) as { errors: string[] }).errors).toEqual([
      JOIN_REQUEST_TEXT.companyHasNoMembers,
    ])
  })

  it('finds companies by the words of their name', async () => {
    const word = uniqueWord()
    const company = await createCompany(t.db, { name: `Acme ${word} Media` })
    const res = await apiRequest(
      t,
      'GET',
      `/admin/companies?query=${word}%20acme`,
      undefined,
      admin,
    )
    expect(((await res.json()) as { companies: AdminCompany[] }).companies).toEqual([
      {
        id: company.id,
        name: company.name,
        website: null,
        company_type: 'vendor',
        members: 0,
        vendor_id: null,
        tactics: 0,
      },
    ])
  })

  it('merges a vendor company into its twin: members, tactics and activity move, and search follows', async () => {
    const kept = await createVendor(t.db)
    const gone = await createVendor(t.db)
    const keptAdmin = await createUser(t.db, { role: 'vendor_admin', companyId: kept.companyId })
    const goneAdmin = await createUser(t.db, { role: 'vendor_admin', companyId: gone.companyId })
    const word = uniqueWord('zm')
    const tactic = await createTactic(t.db, { vendorId: gone.id, name: `Merged ${word}` })
    const waiting = await requestToJoin(gone.companyId)
    const [goneCompany] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, gone.companyId))
    const res = await post(`/admin/companies/${gone.companyId}/merge`, { into_id: kept.companyId })
    const body = (await res.json()) as { company: AdminCompany }
    expect(res.status, JSON.stringify(body)).toBe(200)
    expect(body.company).toMatchObject({
      id: kept.companyId,
      vendor_id: kept.id,
      members: 2,
      tactics: 1,
    })
    expect(await t.db.select().from(companies).where(eq(companies.id, gone.companyId))).toEqual([])
    expect(await t.db.select().from(vendors).where(eq(vendors.id, gone.id))).toEqual([])
    expect(await userOf(goneAdmin.id)).toMatchObject({
      companyId: kept.companyId,
      role: 'vendor_admin',
    })
    expect((await userOf(keptAdmin.id))?.companyId).toBe(kept.companyId)
    const [request] = await t.db
      .select()
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.id, waiting.id))
    expect(request?.companyId).toBe(kept.companyId)
    const buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    const found = await searchRequests(t, buyer).tactics({ keyword: word })
    expect(tacticIds(found)).toEqual([tactic.id])
    expect(found.vendor_tactic_data[0]?.vendor.id).toBe(kept.id)
    expect(await lastAudit('company.merged')).toMatchObject({
      target: { kind: 'company', id: gone.companyId, label: goneCompany?.name },
      after: { kept: { id: kept.companyId, members: 2 } },
    })
  })

  it('moves a CPG company’s members into a vendor company as vendor users, and refuses the reverse', async () => {
    const vendor = await createVendor(t.db)
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    const buyer = await createUser(t.db, { role: 'cpg_user', companyId: cpg.id })
    const refused = await post(`/admin/companies/${vendor.companyId}/merge`, { into_id: cpg.id })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
      ADMIN_COMPANY_MESSAGES.vendorIntoCpg,
    ])
    expect(
      (await post(`/admin/companies/${cpg.id}/merge`, { into_id: vendor.companyId })).status,
    ).toBe(200)
    expect(await userOf(buyer.id)).toMatchObject({
      companyId: vendor.companyId,
      role: 'vendor_user',
    })
  })

  it('refuses a merge into itself, into nothing, or of a company that does not exist', async () => {
    const company = await createCompany(t.db)
    const errorsOf = async (res: Response) => {
      expect(res.status).toBe(422)
      return ((await res.json()) as { errors: Record<string, string[]> }).errors.into_id
    }
    expect(
      await errorsOf(await post(`/admin/companies/${company.id}/merge`, { into_id: company.id })),
    ).toEqual([ADMIN_COMPANY_MESSAGES.mergeSelf])
    expect(await errorsOf(await post(`/admin/companies/${company.id}/merge`, {}))).toEqual([
      ADMIN_COMPANY_MESSAGES.targetRequired,
    ])
    expect(
      await errorsOf(
        await post(`/admin/companies/${company.id}/merge`, { into_id: 2_000_000_000 }),
      ),
    ).toEqual([ADMIN_COMPANY_MESSAGES.notFound])
    expect((await post(`/admin/companies/2000000000/merge`, { into_id: company.id })).status).toBe(
      404,
    )
  })
})
