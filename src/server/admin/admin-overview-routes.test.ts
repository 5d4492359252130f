import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOverview } from '../../domain/admin-overview.ts'
import { companyJoinRequests } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, createVendor } from '../testing/factories.ts'
import { authHeaders, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('GET /admin/overview', () => {
  let t: TestApp
  let superAdmin: TestSession
  beforeAll(async () => {
    t = await createTestApp()
    superAdmin = await signIn(t, 'admin@demo.example')
  })
  afterAll(() => t.close())

  const overview = async (): Promise<AdminOverview> => {
    const res = await apiRequest(t, 'GET', '/admin/overview', undefined, authHeaders(superAdmin))
    expect(res.status).toBe(200)
    return ((await res.json()) as { overview: AdminOverview }).overview
  }

  it('counts the catalogue, the accounts by role and the requests waiting for a decision', async () => {
    const before = await overview()
    expect(before.vendors).toBeGreaterThan(0)
    expect(before.tactics).toBeGreaterThan(before.vendors)
    expect(Object.keys(before.accounts).sort()).toEqual([
      'cpg_user',
      'super_admin',
      'vendor_admin',
      'vendor_user',
    ])
    expect(before.accounts.super_admin).toBeGreaterThanOrEqual(1)

    const memberless = await createVendor(t.db)
    const claimant = await createUser(t.db, { role: 'vendor_user' })
    await t.db
      .insert(companyJoinRequests)
      .values({ userId: claimant.id, companyId: memberless.companyId })
    const withMembers = await createVendor(t.db)
    await createUser(t.db, { role: 'vendor_admin', companyId: withMembers.companyId })
    const joiner = await createUser(t.db, { role: 'vendor_user' })
    await t.db
      .insert(companyJoinRequests)
      .values({ userId: joiner.id, companyId: withMembers.companyId })
    // An unconfirmed registrant's request waits for the confirmation, not for a decision.
    const unconfirmed = await createUser(t.db, { role: 'vendor_user', confirmedAt: null })
    await t.db
      .insert(companyJoinRequests)
      .values({ userId: unconfirmed.id, companyId: memberless.companyId })

    expect(await overview()).toEqual({
      ...before,
      vendors: before.vendors + 2,
      accounts: {
        ...before.accounts,
        vendor_admin: before.accounts.vendor_admin + 1,
        vendor_user: before.accounts.vendor_user + 3,
      },
      pending_vendor_claims: before.pending_vendor_claims + 1,
      pending_join_requests: before.pending_join_requests + 1,
    })
  })

  it('answers 401 to a visitor and 403 to every role but super_admin', async () => {
    expect((await apiRequest(t, 'GET', '/admin/overview')).status).toBe(401)
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== 'super_admin')) {
      const session = await signIn(t, account.email)
      const res = await apiRequest(t, 'GET', '/admin/overview', undefined, authHeaders(session))
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        errors: ['Access to this resource on the server is denied'],
      })
    }
  })
})
