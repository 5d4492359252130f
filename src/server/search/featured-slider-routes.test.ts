import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tactics } from '../db/schema/index.ts'
import { okJson } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactic, createVendor } from './testing/catalogue-factories.ts'

describe('featured slider', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('lists featured tactics, one per vendor', async () => {
    const { featured_data } = await okJson(await t.client.featured_slider.$get())
    expect(featured_data.length).toBeGreaterThan(0)
    expect(featured_data[0]).toEqual({
      vendor_id: expect.any(Number),
      tactic_id: expect.any(Number),
      vendor_image: expect.stringMatching(/^\/uploads\//),
      vendor_name: expect.any(String),
      tactic_name: expect.any(String),
    })
    const vendorIds = featured_data.map((item) => item.vendor_id)
    expect(new Set(vendorIds).size).toBe(vendorIds.length)
    const rows = await t.db
      .select({ featured: tactics.featured })
      .from(tactics)
      .where(
        inArray(
          tactics.id,
          featured_data.map((item) => item.tactic_id),
        ),
      )
    expect(rows.every((row) => row.featured)).toBe(true)
  })

  it('shows a newly featured tactic first', async () => {
    const vendor = await createVendor(t.db, { name: 'Starling Outdoor', logoUrl: null })
    const tactic = await createTactic(t.db, {
      vendorId: vendor.id,
      name: 'Starling Billboards',
      featured: true,
    })
    const { featured_data } = await okJson(await t.client.featured_slider.$get())
    expect(featured_data[0]).toEqual({
      vendor_id: vendor.id,
      tactic_id: tactic.id,
      vendor_image: null,
      vendor_name: 'Starling Outdoor',
      tactic_name: 'Starling Billboards',
    })
  })
})
