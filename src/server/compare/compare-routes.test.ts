import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPARE_MESSAGES,
  COMPARE_ROWS,
  type ComparableTacticPage,
  type CompareResponse,
  comparedTacticOfPage,
} from '../../domain/compare.ts'
import {
  filterGroups,
  filterOptions,
  geoAreas,
  tacticFilterOptions,
  tacticIllustrations,
  tactics,
  tacticTacticTypes,
  tacticTypes,
  vendorServiceCoverage,
} from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createVendor } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { ACTORS, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

/** docs/spec/workspace.md §2: the attribute rows of 2 to 4 tactics, for any signed-in user. */
describe('GET /compare', () => {
  let t: TestApp
  let actors: VendorActors
  let detailed: number
  let plain: number
  let other: number

  /** The first curated option of a filter group, by the group's key. */
  async function option(key: string, index = 0) {
    const rows = await t.db
      .select({ id: filterOptions.id, name: filterOptions.name })
      .from(filterOptions)
      .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.groupId))
      .where(eq(filterGroups.key, key))
      .orderBy(filterOptions.position, filterOptions.id)
    return rows[index] as { id: number; name: string }
  }

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const [country] = await t.db
      .select()
      .from(geoAreas)
      .where(eq(geoAreas.kind, 'country'))
      .limit(1)
    await t.db
      .insert(vendorServiceCoverage)
      .values({ vendorId: actors.vendor.id, geoAreaId: country?.id as number, allChildren: false })
    const rows = await t.db
      .insert(tactics)
      .values([
        {
          vendorId: actors.vendor.id,
          name: 'Shelf talkers',
          description: 'Talkers on the shelf',
          eCommerceService: true,
          videos: ['https://vimeo.com/1', 'https://vimeo.com/2'],
        },
        { vendorId: actors.vendor.id, name: 'Plain', description: 'Nothing ticked' },
      ])
      .returning()
    detailed = rows[0]?.id as number
    plain = rows[1]?.id as number
    const otherVendor = await createVendor(t.db, { name: 'Other Co' })
    const [third] = await t.db
      .insert(tactics)
      .values({
        vendorId: otherVendor.id,
        name: 'Coupons',
        description: 'Digital coupons',
        inHouseService: true,
      })
      .returning()
    other = third?.id as number
    const [type] = await t.db.select().from(tacticTypes).limit(1)
    await t.db
      .insert(tacticTacticTypes)
      .values({ tacticId: detailed, tacticTypeId: type?.id as number })
    const ticked = [
      await option('pricing_model', 0),
      await option('pricing_model', 1),
      await option('turnaround_time', 2),
      await option('path_to_purchase', 0),
      await option('brand_objectives', 0),
      await option('target_options', 0),
      await option('approved_retailers', 0),
    ]
    await t.db
      .insert(tacticFilterOptions)
      .values(ticked.map((o) => ({ tacticId: detailed, filterOptionId: o.id })))
    await t.db
      .insert(tacticIllustrations)
      .values({ tacticId: detailed, url: '/uploads/a.png', kind: 'image' })
  })
  afterAll(() => t.close())

  it('answers every row of the spec per tactic, in the order asked', async () => {
    const res = await t.client.compare.$get(
      { query: { tactic_ids: `${other},${detailed},${plain}` } },
      { headers: actors.headers.cpg_user },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { tactics: Record<string, unknown>[] }
    expect(body.tactics.map((c) => c.tactic_id)).toEqual([other, detailed, plain])
    const [pricing0, pricing1, turnaround, path, funnel, target, retailer] = await Promise.all([
      option('pricing_model', 0),
      option('pricing_model', 1),
      option('turnaround_time', 2),
      option('path_to_purchase', 0),
      option('brand_objectives', 0),
      option('target_options', 0),
      option('approved_retailers', 0),
    ])
    const [type] = await t.db
      .select({ name: tacticTypes.name })
      .from(tacticTypes)
      .innerJoin(tacticTacticTypes, eq(tacticTacticTypes.tacticTypeId, tacticTypes.id))
      .where(eq(tacticTacticTypes.tacticId, detailed))
    expect(body.tactics[1]).toEqual({
      tactic_id: detailed,
      tactic_name: 'Shelf talkers',
      vendor: { id: actors.vendor.id, name: actors.vendor.name, logo_url: null },
      tactic_types: [type?.name],
      description: 'Talkers on the shelf',
      pricing_model: [pricing0.name, pricing1.name],
      turnaround_time: turnaround.name,
      e_commerce_service: true,
      in_house_service: false,
      path_to_purchase: [path.name],
      brand_funnel: [funnel.name],
      target_options: [target.name],
      approved_retailers: [retailer.name],
      service_coverage: expect.stringMatching(/\S/),
      videos_count: 2,
      illustrations_count: 1,
    })
    expect(body.tactics[2]).toMatchObject({
      tactic_types: [],
      pricing_model: [],
      turnaround_time: null,
      videos_count: 0,
      illustrations_count: 0,
    })
    expect(body.tactics[0]).toMatchObject({ vendor: { name: 'Other Co' }, in_house_service: true })
    // Each row the app draws has its value in every column.
    for (const row of COMPARE_ROWS) expect(body.tactics[1]).toHaveProperty(row.key)
  })

  it('answers each column as the app makes it offline from the tactic page, banners under their retailer', async () => {
    // Two retailers with a banner each, ticked so that position alone would interleave them.
    const retailers = await t.db
      .select({ id: filterOptions.id, name: filterOptions.name })
      .from(filterOptions)
      .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.groupId))
      .where(and(eq(filterGroups.key, 'approved_retailers'), isNull(filterOptions.parentId)))
      .orderBy(filterOptions.position, filterOptions.id)
    const banners = await t.db
      .select({ id: filterOptions.id, parentId: filterOptions.parentId, name: filterOptions.name })
      .from(filterOptions)
      .where(isNotNull(filterOptions.parentId))
      .orderBy(filterOptions.position, filterOptions.id)
    const withBanners = retailers.filter((r) => banners.some((b) => b.parentId === r.id))
    const [first, second] = withBanners
    const firstBanner = banners.filter((b) => b.parentId === first?.id).at(-1)
    const secondBanner = banners.find((b) => b.parentId === second?.id)
    expect([first, second, firstBanner, secondBanner]).not.toContain(undefined)
    const [shopper] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: 'Shopper app', description: 'Banners' })
      .returning()
    const ticked = [first, firstBanner, second, secondBanner].map((o) => o?.id as number)
    await t.db
      .insert(tacticFilterOptions)
      .values(ticked.map((id) => ({ tacticId: shopper?.id as number, filterOptionId: id })))

    const ids = [shopper?.id as number, detailed, other]
    const res = await t.client.compare.$get(
      { query: { tactic_ids: ids.join(',') } },
      { headers: actors.headers.cpg_user },
    )
    const { tactics: columns } = (await res.json()) as CompareResponse
    expect(columns[0]?.approved_retailers).toEqual(
      [first, firstBanner, second, secondBanner].map((o) => o?.name),
    )
    const pages = await Promise.all(
      columns.map(async (column) => {
        const shown = await t.client.vendors[':id'].tactics[':tacticId'].$get(
          {
            param: { id: String(column.vendor.id), tacticId: String(column.tactic_id) },
            query: {},
          },
          { headers: actors.headers.cpg_user },
        )
        return ((await shown.json()) as { data: ComparableTacticPage }).data
      }),
    )
    expect(pages.map(comparedTacticOfPage)).toEqual(columns)
  })

  it.each(ACTORS)('answers %s', async (actor) => {
    const res = await apiRequest(
      t,
      'GET',
      `/compare?tactic_ids=${detailed},${plain}`,
      undefined,
      actors.headers[actor],
    )
    expect(res.status).toBe(actor === 'visitor' ? 401 : 200)
  })

  it.each([
    ['', 'tactic_ids is required'],
    ['?tactic_ids=', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1,1', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1,2,3,4,5', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1,a', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1,-2', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=0,2', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1,2147483648', COMPARE_MESSAGES.tacticIdsInvalid],
    ['?tactic_ids=1&tactic_ids=2', COMPARE_MESSAGES.tacticIdsInvalid],
  ])('refuses %s with 422', async (query, message) => {
    const res = await apiRequest(t, 'GET', `/compare${query}`, undefined, actors.headers.cpg_user)
    expect(res.status).toBe(422)
    expect((await res.json()).errors.tactic_ids).toEqual([message])
  })

  it('answers 404 when a tactic no longer exists', async () => {
    const [gone] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: 'Gone', description: 'x' })
      .returning()
    await t.db.delete(tactics).where(inArray(tactics.id, [gone?.id as number]))
    const res = await apiRequest(
      t,
      'GET',
      `/compare?tactic_ids=${detailed},${gone?.id}`,
      undefined,
      actors.headers.cpg_user,
    )
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: ['Tactic not found'] })
  })
})
