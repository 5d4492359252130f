import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  searchSuggestions,
  tacticFilterOptions,
  tactics,
  tacticTacticTypes,
  tacticTypes,
  vendorServiceCoverage,
  vendors,
} from '../db/schema/index.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactic, createVendor } from './testing/catalogue-factories.ts'
import { type CatalogueLookups, catalogueLookups } from './testing/catalogue-lookups.ts'
import {
  type SearchRequests,
  searchRequests,
  tacticIds,
  vendorIds,
} from './testing/search-requests.ts'

const names = (answer: { suggestions: { name: string }[] }) => answer.suggestions.map((s) => s.name)

describe('search documents and suggestions follow every write', () => {
  let t: TestApp
  let search: SearchRequests
  let l: CatalogueLookups
  let vendorId: number

  beforeAll(async () => {
    t = await createTestApp()
    search = searchRequests(t, authHeaders(await signIn(t, 'buyer@demo.example')))
    l = await catalogueLookups(t.db)
    vendorId = (await createVendor(t.db, { name: 'Orbisette Media' })).id
  })
  afterAll(() => t.close())

  it('finds a tactic once inserted, by its new name once renamed, never once deleted', async () => {
    expect((await search.suggestTactics('quasar')).total_count).toBe(0)
    const tactic = await createTactic(t.db, { vendorId, name: 'Quasarine Booths' })
    expect(names(await search.suggestTactics('quasar'))).toEqual(['Quasarine Booths'])
    expect(tacticIds(await search.tactics({ keyword: 'quasarine' }))).toEqual([tactic.id])

    await t.db.update(tactics).set({ name: 'Nebulon Booths' }).where(eq(tactics.id, tactic.id))
    expect((await search.suggestTactics('quasar')).total_count).toBe(0)
    expect(names(await search.suggestTactics('nebul'))).toEqual(['Nebulon Booths'])
    expect(tacticIds(await search.tactics({ keyword: 'quasarine' }))).toEqual([])
    expect(tacticIds(await search.tactics({ keyword: 'nebulon' }))).toEqual([tactic.id])

    await t.db.delete(tactics).where(eq(tactics.id, tactic.id))
    expect((await search.suggestTactics('nebul')).total_count).toBe(0)
    expect(tacticIds(await search.tactics({ keyword: 'nebulon' }))).toEqual([])
    const left = await t.db
      .select()
      .from(searchSuggestions)
      .where(eq(searchSuggestions.tacticId, tactic.id))
    expect(left).toEqual([])
  })

  it('shows a name shared by several tactics once and counts each of them, through every write', async () => {
    const first = await createTactic(t.db, { vendorId, name: 'Quillfeather Kiosk' })
    const second = await createTactic(t.db, { vendorId, name: 'quillfeather kiosk' })
    const shared = await search.suggestTactics('quillf')
    expect(shared.total_count).toBe(2)
    expect(shared.suggestions).toEqual([
      { kind: 'tactic', id: first.id, vendor_id: vendorId, name: 'Quillfeather Kiosk' },
    ])

    await t.db.delete(tactics).where(eq(tactics.id, first.id))
    const left = await search.suggestTactics('quillf')
    expect(left.total_count).toBe(1)
    expect(left.suggestions).toEqual([
      { kind: 'tactic', id: second.id, vendor_id: vendorId, name: 'quillfeather kiosk' },
    ])

    await t.db.update(tactics).set({ name: 'Inkwell Kiosk' }).where(eq(tactics.id, second.id))
    expect((await search.suggestTactics('quillf')).total_count).toBe(0)
    expect(names(await search.suggestTactics('inkwell'))).toEqual(['Inkwell Kiosk'])
  })

  it('follows a renamed vendor', async () => {
    expect(vendorIds(await search.vendors({ keyword: 'orbisette' }))).toEqual([vendorId])
    await t.db.update(vendors).set({ name: 'Helixory Media' }).where(eq(vendors.id, vendorId))
    expect(vendorIds(await search.vendors({ keyword: 'orbisette' }))).toEqual([])
    expect(vendorIds(await search.vendors({ keyword: 'helixory' }))).toEqual([vendorId])
    expect(names(await search.suggestVendors('helix'))).toEqual(['Helixory Media'])
  })

  it('follows tactic types linked and renamed', async () => {
    const tactic = await createTactic(t.db, { vendorId, name: 'Lumenwick Carts' })
    const typeId = l.tacticType('Floor Graphics')
    await t.db.insert(tacticTacticTypes).values({ tacticId: tactic.id, tacticTypeId: typeId })
    expect(tacticIds(await search.tactics({ keyword: 'lumenwick floor graphics' }))).toEqual([
      tactic.id,
    ])
    await t.db.update(tacticTypes).set({ name: 'Floor Decals' }).where(eq(tacticTypes.id, typeId))
    expect(tacticIds(await search.tactics({ keyword: 'lumenwick decals' }))).toEqual([tactic.id])
    expect(names(await search.suggestTactics('floor dec'))).toEqual(['Floor Decals'])
    await t.db.delete(tacticTacticTypes).where(eq(tacticTacticTypes.tacticId, tactic.id))
    expect(tacticIds(await search.tactics({ keyword: 'lumenwick decals' }))).toEqual([])
  })

  it('follows the filters of a tactic', async () => {
    const tactic = await createTactic(t.db, { vendorId, name: 'Ferroquin Screens' })
    const loyalty = l.option('brand_objectives', 'Loyalty')
    const filtered = () =>
      search.tactics({ keyword: 'ferroquin', 'filter_option_ids[]': [loyalty] }).then(tacticIds)
    expect(await filtered()).toEqual([])
    await t.db.insert(tacticFilterOptions).values({ tacticId: tactic.id, filterOptionId: loyalty })
    expect(await filtered()).toEqual([tactic.id])
    await t.db
      .delete(tacticFilterOptions)
      .where(
        and(
          eq(tacticFilterOptions.tacticId, tactic.id),
          eq(tacticFilterOptions.filterOptionId, loyalty),
        ),
      )
    expect(await filtered()).toEqual([])
  })

  it('follows the coverage of a vendor', async () => {
    const vendor = await createVendor(t.db, { name: 'Tessarine Partners' })
    const covered = () =>
      search
        .vendors({ keyword: 'tessarine', 'service_coverages[]': [l.area('Texas')] })
        .then(vendorIds)
    expect(await covered()).toEqual([])
    await t.db
      .insert(vendorServiceCoverage)
      .values({ vendorId: vendor.id, geoAreaId: l.area('South'), allChildren: true })
    expect(await covered()).toEqual([vendor.id])
  })
})
