import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminFeatured,
  type AdminFeaturedTactic,
  type AdminFeaturedVendor,
  FEATURED_CANDIDATES,
  FEATURED_MAX,
} from '../../domain/admin-featured.ts'
import { ADMIN_FEATURED_MESSAGES } from '../../domain/admin-featured-schemas.ts'
import { carouselStandings } from '../../domain/featured-carousel.ts'
import { createTactics, createVendor, uniqueWord } from '../search/testing/catalogue-factories.ts'
import {
  type SearchRequests,
  searchRequests,
  tacticIds,
  vendorIds,
} from '../search/testing/search-requests.ts'
import { apiRequest, okJson } from '../testing/api-request.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

type Kind = 'tactic' | 'vendor'

describe('featured tactics and vendors in the admin API', () => {
  let t: TestApp
  let admin: Record<string, string>
  let buyer: Record<string, string>
  let search: SearchRequests
  beforeAll(async () => {
    t = await createTestApp()
    admin = authHeaders(await signIn(t, 'admin@demo.example'))
    buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    search = searchRequests(t, buyer)
  })
  afterAll(() => t.close())

  const read = async () => {
    const res = await apiRequest(t, 'GET', '/admin/featured', undefined, admin)
    expect(res.status).toBe(200)
    return (await res.json()) as AdminFeatured
  }
  const put = (kind: Kind, ids: unknown) =>
    apiRequest(t, 'PUT', `/admin/featured/${kind}s`, { [`${kind}_ids`]: ids }, admin)
  const saved = async (kind: Kind, ids: number[]) => {
    const res = await put(kind, ids)
    const body = (await res.json()) as Partial<AdminFeatured>
    expect(res.status, JSON.stringify(body)).toBe(200)
    return body
  }
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: Record<string, string[]> }).errors
  }
  const carousel = async () => (await okJson(await t.client.featured_slider.$get())).featured_data
  const idsOf = (items: { id: number }[]) => items.map((item) => item.id)
  const tacticShown = async (tactic: { id: number; vendorId: number }) => {
    const path = `/vendors/${tactic.vendorId}/tactics/${tactic.id}`
    const res = await apiRequest(t, 'GET', path, undefined, buyer)
    return ((await res.json()) as { data: { featured: boolean } }).data
  }

  it('lists the featured tactics newest first and the vendors by name until they are placed', async () => {
    const { tactics, vendors } = await read()
    expect(tactics.length).toBeGreaterThan(1)
    expect(vendors.length).toBeGreaterThan(0)
    expect(tactics[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      vendor: {
        id: expect.any(Number),
        name: expect.any(String),
        logo_url: expect.stringMatching(/^\/uploads\//),
      },
    })
    expect(vendors[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      logo_url: expect.stringMatching(/^\/uploads\//),
    })
    expect(idsOf(tactics)).toEqual(idsOf(tactics).sort((a, b) => b - a))
    // The carousel shows them in this order, by the rule the admin's screen tells.
    const standings = carouselStandings(tactics)
    expect((await carousel()).map((item) => item.tactic_id)).toEqual(
      idsOf(tactics.filter((tactic) => standings.get(tactic.id) === 'shown')),
    )
    expect([...standings.values()]).toContain('vendor_shown')
  })

  it('features the tactics saved in their order: the carousel and search show it at once', async () => {
    const word = uniqueWord()
    const alder = await createVendor(t.db, { name: `Alder ${word}` })
    const birch = await createVendor(t.db, { name: `Birch ${word}`, logoUrl: null })
    const [endcaps, coolers, aisle] = await createTactics(t.db, [
      { vendorId: alder.id, name: `${word} Endcaps` },
      { vendorId: alder.id, name: `${word} Coolers` },
      { vendorId: alder.id, name: `${word} Aisle Displays` },
    ])
    const [talkers] = await createTactics(t.db, [
      { vendorId: birch.id, name: `${word} Shelf Talkers`, featured: true },
    ])
    if (!endcaps || !coolers || !aisle || !talkers) throw new Error('No tactics were created')
    const before = await read()
    const [kept, dropped] = before.tactics.filter((tactic) => tactic.id !== talkers.id)
    if (!kept || !dropped) throw new Error('The seed features too few tactics')
    // Read once, so the carousel's answer is cached when the list changes.
    expect((await carousel())[0]?.tactic_id).toBe(talkers.id)

    const order = [coolers.id, talkers.id, endcaps.id, kept.id]
    const answer = await saved('tactic', order)
    expect(answer.tactics?.map((tactic: AdminFeaturedTactic) => tactic.id)).toEqual(order)
    expect(answer.tactics?.[1]).toEqual({
      id: talkers.id,
      name: talkers.name,
      vendor: { id: birch.id, name: birch.name, logo_url: null },
    })
    expect(idsOf((await read()).tactics)).toEqual(order)

    // Alder shows once, with its higher tactic; every tactic not saved is featured no more.
    expect(await carousel()).toEqual([
      {
        vendor_id: alder.id,
        tactic_id: coolers.id,
        vendor_image: alder.logoUrl,
        vendor_name: alder.name,
        tactic_name: coolers.name,
      },
      {
        vendor_id: birch.id,
        tactic_id: talkers.id,
        vendor_image: null,
        vendor_name: birch.name,
        tactic_name: talkers.name,
      },
      expect.objectContaining({ tactic_id: kept.id }),
    ])
    expect(await tacticShown({ id: dropped.id, vendorId: dropped.vendor.id })).toMatchObject({
      featured: false,
    })

    // Featured tactics rank first among equally relevant results, whatever their place.
    const found = await search.tactics({ search_by: 'keyword', keyword: word })
    expect(tacticIds(found)).toEqual([coolers.id, endcaps.id, talkers.id, aisle.id])
    expect(found.vendor_tactic_data.map((item) => item.tactic.featured)).toEqual([
      true,
      true,
      true,
      false,
    ])

    await saved('tactic', [aisle.id, coolers.id])
    expect(
      (await search.tactics({ search_by: 'keyword', keyword: word })).vendor_tactic_data.map(
        (item) => [item.tactic.id, item.tactic.featured],
      ),
    ).toEqual([
      [aisle.id, true],
      [coolers.id, true],
      [endcaps.id, false],
      [talkers.id, false],
    ])
    expect((await carousel()).map((item) => item.tactic_id)).toEqual([aisle.id])

    await saved('tactic', [])
    expect(await read()).toMatchObject({ tactics: [] })
    expect(await carousel()).toEqual([])
    await saved('tactic', idsOf(before.tactics))
  })

  it('features the vendors saved in their order: first in the logo slider and in search', async () => {
    const word = uniqueWord()
    const logo = (name: string) => `/uploads/logos/${word}-${name}.png`
    const cedar = await createVendor(t.db, { name: `Cedar ${word}`, logoUrl: logo('cedar') })
    const dogwood = await createVendor(t.db, { name: `Dogwood ${word}`, logoUrl: logo('dogwood') })
    const before = await read()
    const [kept, dropped] = before.vendors
    if (!kept || !dropped) throw new Error('The seed features too few vendors')

    const order = [dogwood.id, kept.id, cedar.id]
    const answer = await saved('vendor', order)
    expect(answer.vendors?.map((vendor: AdminFeaturedVendor) => vendor.id)).toEqual(order)
    expect(answer.vendors?.[0]).toEqual({
      id: dogwood.id,
      name: dogwood.name,
      logo_url: dogwood.logoUrl,
    })
    expect(idsOf((await read()).vendors)).toEqual(order)

    const slider = (await okJson(await t.client.slider_images.registered_vendors.$get())) as {
      image_urls: string[]
    }
    expect(slider.image_urls.slice(0, 3)).toEqual([dogwood.logoUrl, kept.logo_url, cedar.logoUrl])

    const found = await search.vendors({ search_by: 'keyword', keyword: word })
    expect(vendorIds(found).sort()).toEqual([cedar.id, dogwood.id].sort())
    expect(found.vendor_data.every((vendor) => vendor.featured)).toBe(true)
    const droppedFound = await search.vendors({ search_by: 'keyword', keyword: dropped.name })
    expect(droppedFound.vendor_data.find((vendor) => vendor.id === dropped.id)).toMatchObject({
      featured: false,
    })
    await saved('vendor', idsOf(before.vendors))
  })

  it('refuses a list it cannot take with a message, and changes nothing', async () => {
    const before = await read()
    const [first] = before.tactics
    if (!first) throw new Error('The seed features no tactic')
    const refused = async (kind: Kind, ids: unknown) => {
      const errors = await errorsOf(await put(kind, ids))
      delete errors.full_messages
      return errors
    }
    expect(
      await errorsOf(await apiRequest(t, 'PUT', '/admin/featured/vendors', {}, admin)),
    ).toMatchObject({ vendor_ids: [ADMIN_FEATURED_MESSAGES.listRequired('vendor')] })
    expect(await refused('tactic', 'all')).toEqual({
      tactic_ids: [ADMIN_FEATURED_MESSAGES.listRequired('tactic')],
    })
    expect(await refused('tactic', [first.id, 1.5])).toEqual({
      'tactic_ids.1': [ADMIN_FEATURED_MESSAGES.idInvalid],
    })
    expect(await refused('vendor', [0])).toEqual({
      'vendor_ids.0': [ADMIN_FEATURED_MESSAGES.idInvalid],
    })
    expect(await refused('tactic', [first.id, 7, first.id])).toEqual({
      tactic_ids: [ADMIN_FEATURED_MESSAGES.duplicate('tactic', first.id)],
    })
    const tooMany = Array.from({ length: FEATURED_MAX + 1 }, (_, index) => index + 1)
    expect(await refused('vendor', tooMany)).toEqual({
      vendor_ids: [ADMIN_FEATURED_MESSAGES.tooMany('vendor')],
    })
    expect(await refused('tactic', [first.id, 2_000_000_000, 2_000_000_001])).toEqual({
      tactic_ids: [ADMIN_FEATURED_MESSAGES.unknown('tactic', [2_000_000_000, 2_000_000_001])],
    })
    expect(await refused('vendor', [2_000_000_000])).toEqual({
      vendor_ids: [ADMIN_FEATURED_MESSAGES.unknown('vendor', [2_000_000_000])],
    })
    expect(await read()).toEqual(before)
  })

  it('finds tactics and vendors to feature by a word of their name, typos too', async () => {
    const word = uniqueWord('zf')
    const vendor = await createVendor(t.db, { name: `Quintavo ${word}` })
    const tactics = await createTactics(
      t.db,
      Array.from({ length: FEATURED_CANDIDATES + 2 }, (_, index) => ({
        vendorId: vendor.id,
        name: `Window Clings ${word} ${String(index).padStart(2, '0')}`,
      })),
    )
    const [startsWithWord] = await createTactics(t.db, [
      { vendorId: vendor.id, name: `${word} Floor Decals` },
    ])
    const candidates = async (kind: Kind, query: string) => {
      const res = await apiRequest(
        t,
        'GET',
        `/admin/featured/${kind}_candidates?query=${encodeURIComponent(query)}`,
        undefined,
        admin,
      )
      const body = (await res.json()) as Partial<AdminFeatured>
      expect(res.status, JSON.stringify(body)).toBe(200)
      return (kind === 'tactic' ? body.tactics : body.vendors) ?? []
    }

    const found = (await candidates('tactic', word)) as AdminFeaturedTactic[]
    expect(found).toHaveLength(FEATURED_CANDIDATES)
    // A name that starts with the word first, then the shorter names.
    expect(found[0]).toEqual({
      id: startsWithWord?.id,
      name: startsWithWord?.name,
      vendor: { id: vendor.id, name: vendor.name, logo_url: vendor.logoUrl },
    })
    expect(idsOf(found.slice(1))).toEqual(idsOf(tactics.slice(0, FEATURED_CANDIDATES - 1)))
    expect(idsOf(await candidates('tactic', `${word} floor`))).toEqual([startsWithWord?.id])
    // One letter wrong in the last word, which is then corrected rather than taken as a prefix.
    const typo = `${word.slice(0, -1)}x floor decals`
    expect(idsOf(await candidates('tactic', typo))).toEqual([startsWithWord?.id])
    expect(await candidates('vendor', `quintavo ${word.slice(0, 5)}`)).toEqual([
      { id: vendor.id, name: vendor.name, logo_url: vendor.logoUrl },
    ])
    expect(await candidates('tactic', '  ')).toEqual([])

    const long = await apiRequest(
      t,
      'GET',
      `/admin/featured/vendor_candidates?query=${'a'.repeat(101)}`,
      undefined,
      admin,
    )
    expect(await errorsOf(long)).toMatchObject({ query: [ADMIN_FEATURED_MESSAGES.queryTooLong] })
  })
})
