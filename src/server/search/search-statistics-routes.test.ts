import { eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_STATISTIC_MESSAGES as M } from '../../domain/search-statistic.ts'
import { searchStatistics, searchWebsiteVisits, tactics } from '../db/schema/index.ts'
import { apiRequest, okJson } from '../testing/api-request.ts'
import { userByEmail } from '../testing/factories.ts'
import { authHeaders, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactic } from './testing/catalogue-factories.ts'
import { type SearchRequests, searchRequests } from './testing/search-requests.ts'

const BUYER = 'buyer@demo.example'

describe('search statistics', () => {
  let t: TestApp
  let session: TestSession
  let search: SearchRequests
  let buyerId: number

  const statistic = async (id: number) => {
    const [row] = await t.db.select().from(searchStatistics).where(eq(searchStatistics.id, id))
    return row
  }

  beforeAll(async () => {
    t = await createTestApp()
    session = await signIn(t, BUYER)
    search = searchRequests(t, authHeaders(session))
    buyerId = (await userByEmail(t.db, BUYER))?.id ?? 0
  })
  afterAll(() => t.close())

  it('records every search with its user, type, keyword, filters and count', async () => {
    const answer = await search.tactics({ keyword: 'sampling', in_house_service: true })
    expect(await statistic(answer.search_id)).toMatchObject({
      userId: buyerId,
      searchType: 'tactic_keyword',
      keyword: 'sampling',
      filters: expect.objectContaining({ inHouseService: true, filterOptionIds: [] }),
      resultCount: answer.total_count,
    })
    const again = await search.tactics({ keyword: 'sampling', in_house_service: true })
    expect(again.search_id).toBeGreaterThan(answer.search_id)
  })

  it('records the fresh count when the catalogue changed since the same search', async () => {
    const before = await search.tactics({ keyword: 'zephyrine' })
    expect(before.total_count).toBe(0)
    await createTactic(t.db, { vendorId: 1, name: 'Zephyrine Carts' })
    const after = await search.tactics({ keyword: 'zephyrine' })
    expect(after.total_count).toBe(1)
    expect(await statistic(before.search_id)).toMatchObject({ resultCount: 0 })
    expect(await statistic(after.search_id)).toMatchObject({ resultCount: 1 })
  })

  it('records a visitor search without a user', async () => {
    const answer = await searchRequests(t).vendors({ search_by: 'filters' })
    expect(await statistic(answer.search_id)).toMatchObject({
      userId: null,
      searchType: 'vendor_filters',
      keyword: null,
    })
  })

  it('records a website visit tied to the search it came from', async () => {
    const answer = await search.tactics({ keyword: 'walmart' })
    const item = answer.vendor_tactic_data[0]
    if (!item) throw new Error('The seeded catalogue has a Walmart tactic')
    const json = {
      search_id: answer.search_id,
      vendor_id: item.vendor.id,
      tactic_id: item.tactic.id,
      website_visited: true as const,
    }
    const body = await okJson(
      await t.client.search_statistic.$put({ json }, { headers: authHeaders(session) }),
    )
    expect(body.search_statistic).toMatchObject(json)
    const [visit] = await t.db
      .select()
      .from(searchWebsiteVisits)
      .where(eq(searchWebsiteVisits.id, body.search_statistic.id))
    expect(visit).toMatchObject({
      searchId: answer.search_id,
      vendorId: item.vendor.id,
      tacticId: item.tactic.id,
      userId: buyerId,
    })
  })

  it('records a visit from a vendor page opened without a search', async () => {
    const res = await apiRequest(t, 'PUT', '/search_statistic', {
      vendor_id: 1,
      website_visited: true,
    })
    expect(res.status).toBe(200)
  })

  it('refuses unknown searches, vendors and tactics of another vendor', async () => {
    const [other] = await t.db.select().from(tactics).where(ne(tactics.vendorId, 1)).limit(1)
    const res = await apiRequest(t, 'PUT', '/search_statistic', {
      search_id: 999_999_999,
      vendor_id: 1,
      tactic_id: other?.id,
      website_visited: true,
    })
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(errors).toMatchObject({ search_id: [M.unknownSearch], tactic_id: [M.unknownTactic] })
    const unknownVendor = await apiRequest(t, 'PUT', '/search_statistic', {
      vendor_id: 999_999,
      website_visited: true,
    })
    expect((await unknownVendor.json()).errors.vendor_id).toEqual([M.unknownVendor])
  })

  it.each([
    [{ vendor_id: 1, website_visited: false }, 'website_visited', M.websiteVisited],
    [{ vendor_id: 'one', website_visited: true }, 'vendor_id', M.vendorRequired],
  ])('refuses %j', async (json, field, message) => {
    const res = await apiRequest(t, 'PUT', '/search_statistic', json)
    expect(res.status).toBe(422)
    expect((await res.json()).errors[field]).toEqual([message])
  })

  it('refuses a visit without a vendor', async () => {
    const res = await apiRequest(t, 'PUT', '/search_statistic', { website_visited: true })
    expect(res.status).toBe(422)
    expect((await res.json()).errors.vendor_id).toHaveLength(1)
  })
})
