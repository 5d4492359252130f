import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueViews } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'
import { createTactic } from './testing/catalogue-factories.ts'

/** docs/api-marketplace.md "Page views": a page shown is a view, its answer read is not. */
describe('the views of a vendor’s and a tactic’s pages', () => {
  let t: TestApp
  let actors: VendorActors
  let tacticId: number
  let otherTacticId: number

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    tacticId = (await createTactic(t.db, { vendorId: actors.vendor.id })).id
    otherTacticId = (await createTactic(t.db, { vendorId: actors.other.id })).id
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', path: string, who: Actor = 'cpg_user') =>
    apiRequest(t, method, path, undefined, actors.headers[who])

  /** The views of the vendor's profile (no tactic), or of one tactic. */
  async function views(vendorId: number, tactic: number | null = null) {
    const rows = await t.db
      .select({ userId: catalogueViews.userId })
      .from(catalogueViews)
      .where(
        and(
          eq(catalogueViews.vendorId, vendorId),
          tactic === null ? isNull(catalogueViews.tacticId) : eq(catalogueViews.tacticId, tactic),
        ),
      )
    return rows.map((row) => row.userId)
  }

  it('counts a profile and a tactic shown, with who saw them; a visitor as no one', async () => {
    const vendorId = actors.vendor.id
    const before = { profile: await views(vendorId), tactic: await views(vendorId, tacticId) }
    expect((await call('POST', `/vendors/${vendorId}/views`)).status).toBe(204)
    expect((await call('POST', `/vendors/${vendorId}/views`, 'visitor')).status).toBe(204)
    const tacticViews = `/vendors/${vendorId}/tactics/${tacticId}/views`
    expect((await call('POST', tacticViews, 'other_vendor_admin')).status).toBe(204)
    const after = { profile: await views(vendorId), tactic: await views(vendorId, tacticId) }
    expect(after.profile).toHaveLength(before.profile.length + 2)
    expect(after.profile).toContain(null)
    expect(after.tactic).toHaveLength(before.tactic.length + 1)
  })

  it('counts nothing for reading a page’s answer: a link under the pointer reads it ahead', async () => {
    const vendorId = actors.vendor.id
    const before = { profile: await views(vendorId), tactic: await views(vendorId, tacticId) }
    expect((await call('GET', `/vendors/${vendorId}`)).status).toBe(200)
    expect((await call('GET', `/vendors/${vendorId}/tactics/${tacticId}`)).status).toBe(200)
    expect((await call('GET', `/vendors/${vendorId}`, 'visitor')).status).toBe(200)
    expect(await views(vendorId)).toEqual(before.profile)
    expect(await views(vendorId, tacticId)).toEqual(before.tactic)
  })

  it('does not count the vendor’s own members nor a super_admin', async () => {
    const vendorId = actors.vendor.id
    const before = await views(vendorId)
    for (const who of ['vendor_user', 'vendor_admin', 'super_admin'] as const)
      expect((await call('POST', `/vendors/${vendorId}/views`, who)).status).toBe(204)
    expect(await views(vendorId)).toEqual(before)
  })

  it('answers 404 for a vendor or tactic that does not exist, or a tactic of another vendor', async () => {
    const vendorId = actors.vendor.id
    for (const path of [
      '/vendors/999999999/views',
      '/vendors/abc/views',
      `/vendors/${vendorId}/tactics/${otherTacticId}/views`,
      `/vendors/${vendorId}/tactics/999999999/views`,
    ])
      expect((await call('POST', path)).status, path).toBe(404)
    expect(await views(actors.other.id, otherTacticId)).toEqual([])
  })
  it('counts a page once per viewer in 30 minutes, however many times it is sent at once', async () => {
    const vendorId = actors.vendor.id
    const tactic = (await createTactic(t.db, { vendorId })).id
    const path = `/vendors/${vendorId}/tactics/${tactic}/views`
    const burst = (who: Actor) =>
      Promise.all(Array.from({ length: 20 }, () => call('POST', path, who)))
    for (const who of ['cpg_user', 'visitor', 'other_vendor_admin'] as const)
      expect((await burst(who)).map((res) => res.status)).toEqual(Array(20).fill(204))
    const counted = await views(vendorId, tactic)
    expect(counted).toHaveLength(3)
    expect(counted).toContain(null)
  })
})
