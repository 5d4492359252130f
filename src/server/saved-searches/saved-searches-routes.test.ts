import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../domain/fields.ts'
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_PER_USER_MAX } from '../../domain/saved-searches.ts'
import { mergeLookup } from '../admin/admin-lookups.ts'
import { savedSearches, tactics, vendorTypes } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

type Headers = Record<string, string>

/** docs/api-saved-searches.md: the calls, their limits, their owner, new matches, gone filters. */
describe('saved searches', () => {
  let t: TestApp
  let buyer: Headers
  let buyerId: number
  let other: Headers

  beforeAll(async () => {
    t = await createTestApp()
    const user = await createUser(t.db)
    buyerId = user.id
    buyer = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const second = await createUser(t.db)
    other = authHeaders(await signIn(t, second.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  async function call(headers: Headers, method: string, path: string, body?: unknown) {
    const res = await apiRequest(t, method, path, body, headers)
    return { status: res.status, body: await res.json() }
  }

  async function save(body: unknown, headers = buyer) {
    const res = await call(headers, 'POST', '/saved_searches', body)
    expect(res.status).toBe(201)
    return res.body.saved_search as { id: number; [key: string]: unknown }
  }

  it('saves a search with its name, query and alerts off by default, and lists it', async () => {
    const saved = await save({
      name: '  Spring sampling ',
      query: { tab: 'tactics', keyword: 'sampling', inHouse: true },
    })
    expect(saved).toMatchObject({
      name: 'Spring sampling',
      query: { tab: 'tactics', keyword: 'sampling', inHouse: true },
      alerts: false,
      new_count: 0,
      filters_missing: false,
    })
    const list = await call(buyer, 'GET', '/saved_searches?per_page=100')
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ page: 1, per_page: 100 })
    expect(list.body.saved_searches.map((s: { id: number }) => s.id)).toContain(saved.id)
  })

  it('renames, turns alerts on and deletes', async () => {
    const saved = await save({ name: 'Coupons', query: { keyword: 'coupon' } })
    const renamed = await call(buyer, 'PATCH', `/saved_searches/${saved.id}`, {
      name: 'Digital coupons',
      alerts: true,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.saved_search).toMatchObject({ name: 'Digital coupons', alerts: true })
    const deleted = await call(buyer, 'DELETE', `/saved_searches/${saved.id}`)
    expect(deleted.body).toEqual({ deleted: true, id: saved.id })
    expect((await call(buyer, 'DELETE', `/saved_searches/${saved.id}`)).status).toBe(404)
  })

  it.each([
    [{ query: { keyword: 'demo' } }, 'name', 'name is required'],
    [{ name: '   ', query: { keyword: 'demo' } }, 'name', SAVED_SEARCH_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(61), query: { keyword: 'demo' } }, 'name', MESSAGES.tooLong(60)],
    [{ name: 'Empty', query: { tab: 'vendors' } }, 'query', SAVED_SEARCH_MESSAGES.queryEmpty],
    [{ name: 'Odd', query: { keyword: 'demo', sql: 1 } }, 'query.sql', null],
    [{ name: 'Bad ids', query: { options: ['1'] } }, 'query.options.0', null],
    [{ name: 'Flag', query: { keyword: 'demo' }, alerts: 'yes' }, 'alerts', null],
  ])('refuses %j with a message on %s', async (body, field, message) => {
    const res = await call(buyer, 'POST', '/saved_searches', body)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toHaveLength(1)
    if (message) expect(res.body.errors[field]).toEqual([message])
  })

  it('keeps at most 50 saved searches per user, with the spec’s limit in the message', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    await t.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES_PER_USER_MAX }, (_, i) => ({
        userId: user.id,
        name: `Search ${i}`,
        query: { keyword: `kw${i}` },
      })),
    )
    const res = await call(headers, 'POST', '/saved_searches', {
      name: 'One more',
      query: { keyword: 'more' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.base).toEqual(['You can save at most 50 searches'])
    const page = await call(headers, 'GET', '/saved_searches?per_page=20&page=3')
    expect(page.body.saved_searches).toHaveLength(10)
    expect(page.body.total_count).toBe(50)
    expect((await call(headers, 'GET', '/saved_searches?per_page=101')).status).toBe(422)
  })

  it('answers another user’s saved search as unknown (404) and never lists it', async () => {
    const saved = await save({ name: 'Mine', query: { keyword: 'mine' } })
    for (const [method, body] of [
      ['PATCH', { name: 'Theirs now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(other, method, `/saved_searches/${saved.id}`, body)
      expect(res.status).toBe(404)
      expect(res.body.errors).toEqual([SAVED_SEARCH_MESSAGES.notFound])
    }
    const list = await call(other, 'GET', '/saved_searches')
    expect(list.body.saved_searches).toEqual([])
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id))
    expect(row?.name).toBe('Mine')
    expect((await call({}, 'GET', '/saved_searches')).status).toBe(401)
  })

  it('counts new matches since it was last opened, until it is opened again', async () => {
    const saved = await save({ name: 'Zephyr', query: { tab: 'tactics', keyword: 'zephyrquill' } })
    const vendor = await createVendor(t.db, { name: 'Zephyr Works' })
    await t.db
      .insert(tactics)
      .values(
        ['Zephyrquill end caps', 'Zephyrquill decals', 'Zephyrquill demos', 'Unrelated'].map(
          (name) => ({ vendorId: vendor.id, name, description: 'In store' }),
        ),
      )
    const listed = async () => {
      const list = await call(buyer, 'GET', '/saved_searches')
      return list.body.saved_searches.find((s: { id: number }) => s.id === saved.id)
    }
    expect((await listed()).new_count).toBe(3)
    const opened = await call(buyer, 'PATCH', `/saved_searches/${saved.id}`, { opened: true })
    expect(opened.body.saved_search.new_count).toBe(0)
    expect((await listed()).new_count).toBe(0)
  })

  it('keeps working without a merged lookup and says some filters no longer exist', async () => {
    const [kept, gone] = await t.db
      .insert(vendorTypes)
      .values([
        { name: 'Kept type', slug: 'kept-type', position: 900 },
        { name: 'Merged type', slug: 'merged-type', position: 901 },
      ])
      .returning()
    const saved = await save({
      name: 'Typed vendors',
      query: { tab: 'vendors', keyword: 'works', vendorType: gone?.id, certifications: [] },
    })
    expect(saved.filters_missing).toBe(false)
    await mergeLookup(t.db, 'vendor_types', gone?.id as number, kept?.id as number, buyerId)
    const list = await call(buyer, 'GET', '/saved_searches')
    const after = list.body.saved_searches.find((s: { id: number }) => s.id === saved.id)
    expect(after).toMatchObject({
      filters_missing: true,
      query: { tab: 'vendors', keyword: 'works' },
    })
    expect(after.query.vendorType).toBeUndefined()
    expect(SAVED_SEARCH_MESSAGES.filtersGone).toBe('Some filters of this search no longer exist')
  })

  it('applies a repeated write once under one Idempotency-Key', async () => {
    const headers = { ...buyer, 'idempotency-key': 'saved-search-once' }
    const body = { name: 'Once', query: { keyword: 'once' } }
    const first = await call(headers, 'POST', '/saved_searches', body)
    const again = await call(headers, 'POST', '/saved_searches', body)
    expect(again.body.saved_search.id).toBe(first.body.saved_search.id)
    const rows = await t.db.select().from(savedSearches).where(eq(savedSearches.name, 'Once'))
    expect(rows).toHaveLength(1)
  })
})
