import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TacticSearchParams } from '../../domain/search-query.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactic, createVendor } from './testing/catalogue-factories.ts'
import { type CatalogueLookups, catalogueLookups } from './testing/catalogue-lookups.ts'
import { type SearchRequests, searchRequests, tacticIds } from './testing/search-requests.ts'

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b)

describe('tactic search filters', () => {
  let t: TestApp
  let search: SearchRequests
  let l: CatalogueLookups
  let ids: { one: number; two: number; three: number; four: number }

  /** The test's tactics (named Frobnitz) that a keyword search with these filters finds. */
  const found = async (filters: TacticSearchParams) =>
    byId(tacticIds(await search.tactics({ keyword: 'frobnitz', ...filters })))

  beforeAll(async () => {
    t = await createTestApp()
    search = searchRequests(t, authHeaders(await signIn(t, 'buyer@demo.example')))
    l = await catalogueLookups(t.db)
    const media = await createVendor(t.db, {}, { vendorTypeIds: [l.vendorType('media_vendors')] })
    const agency = await createVendor(t.db, {}, { vendorTypeIds: [l.vendorType('agencies')] })
    const retailer = (name: string) => l.option('approved_retailers', name)
    const stage = (name: string) => l.option('path_to_purchase', name)
    const objective = (name: string) => l.option('brand_objectives', name)
    const turnaround = (name: string) => l.option('turnaround_time', name)
    /** Name, vendor, in-house, e-commerce, tactic type, filter options. */
    const rows = [
      [
        'One',
        media.id,
        true,
        false,
        'In-Store Sampling',
        [
          stage('In-Store'),
          objective('Awareness'),
          turnaround('Less than 1 week'),
          retailer('Walmart Supercenter'),
        ],
      ],
      [
        'Two',
        media.id,
        false,
        true,
        'Connected TV',
        [
          stage('Online & E-commerce'),
          objective('Loyalty'),
          turnaround('2-4 weeks'),
          retailer('Target.com'),
        ],
      ],
      [
        'Three',
        media.id,
        false,
        false,
        'In-Store Sampling',
        [stage('In-Store'), objective('Loyalty'), turnaround('1-2 weeks'), retailer('Walmart')],
      ],
      [
        'Four',
        agency.id,
        true,
        true,
        'Connected TV',
        [stage('Online & E-commerce'), objective('Awareness'), turnaround('1-2 weeks')],
      ],
    ] as const
    const [one, two, three, four] = await Promise.all(
      rows.map(([name, vendorId, inHouseService, eCommerceService, type, filterOptionIds]) =>
        createTactic(
          t.db,
          {
            vendorId,
            name: `Aaa Frobnitz ${name}`,
            featured: true,
            inHouseService,
            eCommerceService,
          },
          { tacticTypeIds: [l.tacticType(type)], filterOptionIds: [...filterOptionIds] },
        ),
      ),
    )
    if (!one || !two || !three || !four) throw new Error('The tactics were not created')
    ids = { one: one.id, two: two.id, three: three.id, four: four.id }
  })
  afterAll(() => t.close())

  it('matches any option of one group', async () => {
    const stages = [
      l.option('path_to_purchase', 'In-Store'),
      l.option('path_to_purchase', 'Online & E-commerce'),
    ]
    expect(await found({ 'filter_option_ids[]': stages })).toEqual(
      byId([ids.one, ids.two, ids.three, ids.four]),
    )
  })

  it('matches every group chosen', async () => {
    const inStore = l.option('path_to_purchase', 'In-Store')
    expect(
      await found({ 'filter_option_ids[]': [inStore, l.option('brand_objectives', 'Loyalty')] }),
    ).toEqual([ids.three])
    expect(
      await found({ 'filter_option_ids[]': [inStore, l.option('brand_objectives', 'Awareness')] }),
    ).toEqual([ids.one])
  })

  it('matches the banners of a parent retailer, and a banner alone', async () => {
    expect(
      await found({ 'approved_retailers[]': [l.option('approved_retailers', 'Walmart')] }),
    ).toEqual(byId([ids.one, ids.three]))
    expect(
      await found({
        'approved_retailers[]': [l.option('approved_retailers', 'Walmart Supercenter')],
      }),
    ).toEqual([ids.one])
  })

  it('matches a turnaround time and anything faster', async () => {
    expect(await found({ turnaround_time: l.option('turnaround_time', '1-2 weeks') })).toEqual(
      byId([ids.one, ids.three, ids.four]),
    )
    expect(
      await found({ turnaround_time: l.option('turnaround_time', 'Less than 1 week') }),
    ).toEqual([ids.one])
  })

  it('filters by in-house and e-commerce service', async () => {
    expect(await found({ in_house_service: true })).toEqual(byId([ids.one, ids.four]))
    expect(await found({ in_house_service: false })).toEqual(byId([ids.two, ids.three]))
    expect(await found({ e_commerce_service: true })).toEqual(byId([ids.two, ids.four]))
  })

  it('filters by tactic type, path-to-purchase stage and vendor type', async () => {
    expect(await found({ tactic_type_id: l.tacticType('In-Store Sampling') })).toEqual(
      byId([ids.one, ids.three]),
    )
    expect(await found({ path_to_purchase_id: l.stage('Awareness & Inspiration') })).toEqual(
      byId([ids.two, ids.four]),
    )
    expect(await found({ vendor_type_id: l.vendorType('agencies') })).toEqual([ids.four])
  })

  it('combines a keyword with three filters', async () => {
    expect(
      await found({
        'filter_option_ids[]': [l.option('path_to_purchase', 'In-Store')],
        turnaround_time: l.option('turnaround_time', '2-4 weeks'),
        in_house_service: false,
      }),
    ).toEqual([ids.three])
  })

  it('searches by filters alone, featured and then by name', async () => {
    const answer = await search.tactics({
      search_by: 'filters',
      tactic_type_id: l.tacticType('In-Store Sampling'),
      in_house_service: true,
    })
    expect(tacticIds(answer)[0]).toBe(ids.one)
    expect(answer.total_count).toBeGreaterThan(1)
  })

  it('browses a path-to-purchase stage or one of its tactic types', async () => {
    const stage = await search.browse({
      path_to_purchase_id: l.stage('In-Store'),
      keyword: 'frobnitz',
    })
    expect(byId(tacticIds(stage))).toEqual(byId([ids.one, ids.three]))
    const type = await search.browse({ tactic_type_id: l.tacticType('Connected TV') })
    expect(tacticIds(type).slice(0, 2)).toEqual([ids.four, ids.two])
  })
})
