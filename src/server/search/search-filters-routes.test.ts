import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FilterOptionNode, SearchFiltersResponse } from '../../domain/search-filters.ts'
import { filterGroups, filterOptions } from '../db/schema/index.ts'
import { okJson } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const names = (nodes: FilterOptionNode[]) => nodes.map((node) => node.name)

describe('search filter lists', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** The lists, typed: the typed client flattens the recursive tree type to plain JSON. */
  const filterLists = async () =>
    (await okJson(await t.client.search_filters.$get())) as SearchFiltersResponse

  it('lists the tactic filter groups as unchecked trees, each list for its parameter', async () => {
    const lists = await filterLists()
    expect(lists.tactic_filters.map((group) => group.name)).toEqual([
      'path_to_purchase',
      'brand_objectives',
      'marketing_objectives',
      'pricing_model',
      'premium_performance_data',
      'format_of_sharing_results',
      'campaign_results',
      'target_options',
    ])
    const [stages] = lists.tactic_filters
    expect(stages).toMatchObject({ title: 'Path To Purchase', selection: 'multi', checked: false })
    expect(stages?.children[0]).toEqual({
      id: expect.any(Number),
      name: 'Awareness & Inspiration',
      title: 'Awareness & Inspiration',
      checked: false,
      children: [],
    })
    const walmart = lists.approved_retailers.find((retailer) => retailer.name === 'Walmart')
    expect(names(walmart?.children ?? [])).toContain('Walmart Supercenter')
    expect(names(lists.turnaround_times)).toEqual([
      'Less than 1 week',
      '1-2 weeks',
      '2-4 weeks',
      '1-3 months',
      '3+ months',
    ])
  })

  it('lists the vendor filters', async () => {
    const lists = await filterLists()
    expect(lists.vendor_types[0]).toEqual({
      id: expect.any(Number),
      name: 'Media Vendors',
      slug: 'media_vendors',
      checked: false,
    })
    expect(lists.years_in_business.map(({ name, min, max }) => [name, min, max])).toEqual([
      ['Any', null, null],
      ['0-5', 0, 5],
      ['5-10', 5, 10],
      ['10+', 10, 999],
    ])
    expect(lists.diversity_certifications).toHaveLength(7)
    expect(lists.diversity_certifications[0]).toMatchObject({
      checked: false,
      logo: expect.any(String),
    })
    const unitedStates = lists.service_coverage.find((area) => area.name === 'United States')
    const northeast = unitedStates?.children.find((region) => region.name === 'Northeast')
    expect(names(northeast?.children ?? [])).toContain('New York')
  })

  it('leaves out options typed in as "other"', async () => {
    const [group] = await t.db.select().from(filterGroups).limit(1)
    await t.db
      .insert(filterOptions)
      .values({ groupId: group?.id ?? 0, name: 'Typed by a vendor', custom: true })
    const lists = await filterLists()
    const options = lists.tactic_filters.flatMap((g) => names(g.children))
    expect(options).not.toContain('Typed by a vendor')
  })

  it('lists the path-to-purchase stages with their tactic types', async () => {
    const { path_to_purchase_filters: stages } = await okJson(
      await t.client.path_to_purchase_filters.$get(),
    )
    expect(stages).toHaveLength(6)
    expect(stages[0]).toMatchObject({ id: expect.any(Number), name: 'Awareness & Inspiration' })
    expect(stages[0]?.tactic_types[0]).toEqual({ id: expect.any(Number), name: 'Connected TV' })
  })
})
