import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISITOR_RESULTS } from '../../domain/search.ts'
import { pathToPurchaseGroups, tacticTypes } from '../db/schema/index.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactics, createVendor } from './testing/catalogue-factories.ts'
import {
  type SearchRequests,
  searchRequests,
  tacticIds,
  vendorIds,
} from './testing/search-requests.ts'

const TACTICS = 150

describe('paging and visitor limits', () => {
  let t: TestApp
  let search: SearchRequests
  let visitor: SearchRequests
  let typeId: number
  let created: number[]

  beforeAll(async () => {
    t = await createTestApp()
    search = searchRequests(t, authHeaders(await signIn(t, 'buyer@demo.example')))
    visitor = searchRequests(t)
    const [group] = await t.db.select().from(pathToPurchaseGroups).limit(1)
    const [type] = await t.db
      .insert(tacticTypes)
      .values({ name: 'Pagewidget Placements', groupId: group?.id ?? 0 })
      .returning()
    typeId = type?.id ?? 0
    const vendor = await createVendor(t.db)
    const rows = Array.from({ length: TACTICS }, (_, index) => ({
      vendorId: vendor.id,
      name: `Pagewidget ${String(index).padStart(3, '0')}`,
      featured: index % 7 === 0,
    }))
    const tactics = await createTactics(t.db, rows, { tacticTypeIds: [typeId] })
    const featuredFirst = [...tactics].sort(
      (a, b) => Number(b.featured) - Number(a.featured) || (a.name < b.name ? -1 : 1),
    )
    created = featuredFirst.map((tactic) => tactic.id)
  })
  afterAll(() => t.close())

  it('pages keyword results across the 100 boundary in a stable order', async () => {
    const first = await search.tactics({ keyword: 'pagewidget' })
    const second = await search.tactics({ keyword: 'pagewidget', page: 2 })
    expect(first).toMatchObject({ page: 1, per_page: 100, total_count: TACTICS })
    expect(second).toMatchObject({ page: 2, per_page: 100, total_count: TACTICS })
    expect([...tacticIds(first), ...tacticIds(second)]).toEqual(created)
    expect(tacticIds(await search.tactics({ keyword: 'pagewidget', page: 3 }))).toEqual([])
  })

  it('pages filter results across the 100 boundary', async () => {
    const first = await search.browse({ tactic_type_id: typeId })
    const second = await search.browse({ tactic_type_id: typeId, page: 2 })
    expect(tacticIds(first)).toHaveLength(100)
    expect([...tacticIds(first), ...tacticIds(second)]).toEqual(created)
  })

  it('takes smaller chunks', async () => {
    const chunk = await search.tactics({ keyword: 'pagewidget', page: 3, per_page: 10 })
    expect(tacticIds(chunk)).toEqual(created.slice(20, 30))
  })

  it('shows a visitor the first two results and no other page', async () => {
    const first = await visitor.tactics({ keyword: 'pagewidget' })
    const later = await visitor.tactics({ keyword: 'pagewidget', page: 2, per_page: 50 })
    expect(first).toMatchObject({ page: 1, per_page: VISITOR_RESULTS, total_count: TACTICS })
    expect(tacticIds(first)).toEqual(created.slice(0, VISITOR_RESULTS))
    expect(later).toEqual({ ...first, search_id: later.search_id })
    expect(vendorIds(await visitor.vendors({ search_by: 'filters' }))).toHaveLength(VISITOR_RESULTS)
  })
})
