import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_COUNTRIES } from '../../domain/search-filters.ts'
import type { VendorSearchParams } from '../../domain/search-query.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createVendor } from './testing/catalogue-factories.ts'
import { type CatalogueLookups, catalogueLookups } from './testing/catalogue-lookups.ts'
import { type SearchRequests, searchRequests, vendorIds } from './testing/search-requests.ts'

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b)
const yearsAgo = (years: number) => new Date().getFullYear() - years

describe('vendor search filters', () => {
  let t: TestApp
  let search: SearchRequests
  let l: CatalogueLookups
  let ids: { national: number; newYork: number; northeast: number; everywhere: number }

  /** The test's vendors (named Wobblefen) that a keyword search with these filters finds. */
  const found = async (filters: VendorSearchParams) =>
    byId(vendorIds(await search.vendors({ keyword: 'wobblefen', ...filters })))

  beforeAll(async () => {
    t = await createTestApp()
    search = searchRequests(t, authHeaders(await signIn(t, 'buyer@demo.example')))
    l = await catalogueLookups(t.db)
    const whole = (geoAreaId: number) => ({ geoAreaId, allChildren: true })
    const vendor = (name: string, year: number | null, links: Parameters<typeof createVendor>[2]) =>
      createVendor(
        t.db,
        { name: `Aaa Wobblefen ${name}`, yearOfEstablishment: year, featured: true },
        links,
      )
    const national = await vendor('National', yearsAgo(3), {
      vendorTypeIds: [l.vendorType('media_vendors')],
      coverage: [whole(l.area('United States'))],
      certificationIds: [l.certification("Women's Business")],
    })
    const newYork = await vendor('New York', yearsAgo(7), {
      vendorTypeIds: [l.vendorType('agencies')],
      coverage: [{ geoAreaId: l.area('New York'), allChildren: false }],
    })
    const northeast = await vendor('Northeast', yearsAgo(20), {
      vendorTypeIds: [l.vendorType('media_vendors'), l.vendorType('research')],
      coverage: [whole(l.area('Northeast'))],
      certificationIds: [l.certification('Minority Business')],
    })
    const everywhere = await vendor('Everywhere', null, {
      vendorTypeIds: [l.vendorType('technology')],
      coverage: l.countries().map(whole),
      certificationIds: [l.certification("Women's Business"), l.certification('Minority Business')],
    })
    ids = {
      national: national.id,
      newYork: newYork.id,
      northeast: northeast.id,
      everywhere: everywhere.id,
    }
  })
  afterAll(() => t.close())

  it('filters by one vendor type, or any of several', async () => {
    expect(await found({ vendor_type_id: l.vendorType('media_vendors') })).toEqual(
      byId([ids.national, ids.northeast]),
    )
    expect(
      await found({ 'vendor_type_ids[]': [l.vendorType('agencies'), l.vendorType('research')] }),
    ).toEqual(byId([ids.newYork, ids.northeast]))
  })

  it('counts a country as its regions and states, and whole coverage as every part', async () => {
    const { national, newYork, northeast, everywhere } = ids
    expect(await found({ 'service_coverages[]': [l.area('United States')] })).toEqual(
      byId([national, newYork, northeast, everywhere]),
    )
    expect(await found({ 'service_coverages[]': [l.area('New York')] })).toEqual(
      byId([national, newYork, northeast, everywhere]),
    )
    expect(await found({ 'service_coverages[]': [l.area('Texas')] })).toEqual(
      byId([national, everywhere]),
    )
    expect(await found({ 'service_coverages[]': [l.area('Canada')] })).toEqual([everywhere])
  })

  it('finds vendors covering all countries', async () => {
    expect(await found({ all_countries: true })).toEqual([ids.everywhere])
    const answer = await search.vendors({ keyword: 'wobblefen everywhere' })
    expect(answer.vendor_data[0]?.service_coverage).toBe(ALL_COUNTRIES)
  })

  it('matches any chosen diversity certification', async () => {
    const women = l.certification("Women's Business")
    expect(await found({ 'diversity_certification_ids[]': [women] })).toEqual(
      byId([ids.national, ids.everywhere]),
    )
    expect(
      await found({
        'diversity_certification_ids[]': [women, l.certification('Minority Business')],
      }),
    ).toEqual(byId([ids.national, ids.northeast, ids.everywhere]))
  })

  it('filters by years in business from the year of establishment', async () => {
    expect(await found({ years_in_business_min: 5, years_in_business_max: 10 })).toEqual([
      ids.newYork,
    ])
    expect(await found({ years_in_business_min: 10, years_in_business_max: 999 })).toEqual([
      ids.northeast,
    ])
    expect(await found({ years_in_business_max: 5 })).toEqual([ids.national])
  })

  it('counts all the results by vendor type, a vendor of two types in each', async () => {
    const counts = async (filters: VendorSearchParams) =>
      (await search.vendors({ keyword: 'wobblefen', per_page: 1, ...filters })).vendor_type_counts
    expect(await counts({})).toEqual(
      [
        { vendor_type_id: l.vendorType('media_vendors'), count: 2 },
        { vendor_type_id: l.vendorType('agencies'), count: 1 },
        { vendor_type_id: l.vendorType('research'), count: 1 },
        { vendor_type_id: l.vendorType('technology'), count: 1 },
      ].sort((a, b) => a.vendor_type_id - b.vendor_type_id),
    )
    expect(await counts({ years_in_business_min: 5, years_in_business_max: 10 })).toEqual([
      { vendor_type_id: l.vendorType('agencies'), count: 1 },
    ])
  })

  it('searches by filters alone, featured and then by name', async () => {
    const answer = await search.vendors({
      search_by: 'filters',
      vendor_type_id: l.vendorType('media_vendors'),
      'service_coverages[]': [l.area('New York')],
    })
    expect(vendorIds(answer).slice(0, 2)).toEqual([ids.national, ids.northeast])
  })
})
