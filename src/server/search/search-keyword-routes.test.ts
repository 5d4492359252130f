import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactics, createVendor } from './testing/catalogue-factories.ts'
import { catalogueLookups } from './testing/catalogue-lookups.ts'
import {
  type SearchRequests,
  searchRequests,
  tacticIds,
  vendorIds,
} from './testing/search-requests.ts'

describe('keyword search and relevance', () => {
  let t: TestApp
  let search: SearchRequests
  let ids: Record<string, number>

  beforeAll(async () => {
    t = await createTestApp()
    search = searchRequests(t, authHeaders(await signIn(t, 'buyer@demo.example')))
    const lookups = await catalogueLookups(t.db)
    const vendor = await createVendor(
      t.db,
      {
        name: 'Quillbrook Media',
        description: 'Shopper media.',
        yearOfEstablishment: new Date().getFullYear() - 12,
        logoUrl: null,
      },
      {
        vendorTypeIds: [lookups.vendorType('media_vendors')],
        coverage: [{ geoAreaId: lookups.area('United States'), allChildren: true }],
        certificationIds: [lookups.certification("Women's Business")],
      },
    )
    await createVendor(t.db, {
      name: 'Plainfield Partners',
      description: 'We work with Quillbrook.',
    })
    const [nameMatch, descriptionMatch, alpha, beta, zeta] = await createTactics(t.db, [
      { vendorId: vendor.id, name: 'Glimmerfox Sampling Carts', description: 'Carts in aisles.' },
      { vendorId: vendor.id, name: 'Plain Cart Program', description: 'Glimmerfox in stores.' },
      { vendorId: vendor.id, name: 'Ravelwick Alpha', description: 'One.' },
      { vendorId: vendor.id, name: 'Ravelwick Beta', description: 'Two.' },
      { vendorId: vendor.id, name: 'Ravelwick Zeta', description: 'Three.', featured: true },
    ])
    ids = {
      vendor: vendor.id,
      nameMatch: nameMatch?.id ?? 0,
      descriptionMatch: descriptionMatch?.id ?? 0,
      alpha: alpha?.id ?? 0,
      beta: beta?.id ?? 0,
      zeta: zeta?.id ?? 0,
    }
  })
  afterAll(() => t.close())

  it('ranks a name match above a description match', async () => {
    const answer = await search.tactics({ search_by: 'keyword', keyword: 'glimmerfox' })
    expect(tacticIds(answer)).toEqual([ids.nameMatch, ids.descriptionMatch])
    expect(answer.total_count).toBe(2)
  })

  it('breaks ties by featured, then name', async () => {
    const answer = await search.tactics({ keyword: 'ravelwick' })
    expect(tacticIds(answer)).toEqual([ids.zeta, ids.alpha, ids.beta])
  })

  it('requires every word, the last one as a prefix', async () => {
    expect(tacticIds(await search.tactics({ keyword: 'glimmerfox cart' }))).toEqual([
      ids.nameMatch,
      ids.descriptionMatch,
    ])
    expect(tacticIds(await search.tactics({ keyword: 'glimmerfox samp' }))).toEqual([ids.nameMatch])
  })

  it('finds "sampling" from the prefix "samp"', async () => {
    const answer = await search.tactics({ keyword: 'samp' })
    expect(answer.total_count).toBeGreaterThan(1)
    expect(answer.vendor_tactic_data[0]?.tactic.name).toMatch(/sampling/i)
  })

  it.each([
    ['walmrt', /walmart/i],
    ['sampeling', /sampling/i],
  ])('forgives the typo "%s"', async (keyword, expected) => {
    const answer = await search.tactics({ keyword })
    expect(answer.total_count).toBeGreaterThan(0)
    expect(answer.vendor_tactic_data[0]?.tactic.name).toMatch(expected)
  })

  it('answers tactic cards with their vendor', async () => {
    const answer = await search.tactics({ keyword: 'glimmerfox sampling' })
    expect(answer.vendor_tactic_data).toEqual([
      {
        vendor: { id: ids.vendor, name: 'Quillbrook Media', logo_url: null },
        tactic: {
          id: ids.nameMatch,
          vendor_id: ids.vendor,
          name: 'Glimmerfox Sampling Carts',
          description: 'Carts in aisles.',
          featured: false,
          tactic_types: [],
        },
      },
    ])
    expect(answer).toMatchObject({ page: 1, per_page: 100, total_count: 1 })
    expect(answer.search_id).toBeGreaterThan(0)
  })

  it('ranks vendors by name above description and answers vendor cards', async () => {
    const answer = await search.vendors({ search_by: 'keyword', keyword: 'quillbrook' })
    expect(answer.vendor_data.map((vendor) => vendor.name)).toEqual([
      'Quillbrook Media',
      'Plainfield Partners',
    ])
    expect(answer.vendor_data[0]).toEqual({
      id: ids.vendor,
      name: 'Quillbrook Media',
      logo_url: null,
      featured: false,
      service_coverage: 'United States',
      vendor_types: ['Media Vendors'],
      description: 'Shopper media.',
      years_in_business: 12,
      diversity_certifications: [
        { name: "Women's Business Enterprise (WBE)", logo: expect.stringMatching(/^\/uploads\//) },
      ],
    })
  })

  it('finds a name by a word with digits, alone or in a hyphenated part', async () => {
    // Alone, PostgreSQL's parser reads "74e36b" as the number 74e36 and the word b; inside
    // "co-kv9-74e36b" it is one word part.
    const hyphenated = await createVendor(t.db, { name: 'Tilecount co-kv9-74e36b' })
    const alone = await createVendor(t.db, { name: 'Brasswick 74e36b' })
    for (const keyword of ['74e36b', 'Tilecount co-kv9-74e36b', '74e36']) {
      const found = vendorIds(await search.vendors({ keyword }))
      expect(found, keyword).toContain(hyphenated.id)
    }
    expect(vendorIds(await search.vendors({ keyword: '74e36b' }))).toContain(alone.id)
  })

  it.each(["o'brien & | ! :* (x", '\\\\ <-> !!', '"quoted" -minus +plus', 'ünïcödé café'])(
    'takes any text, here %s, without breaking the query',
    async (keyword) => {
      const res = await t.client.tactic_search.$get({ query: { keyword } })
      expect(res.status).toBe(200)
    },
  )
})
