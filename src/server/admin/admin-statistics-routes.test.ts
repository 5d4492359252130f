import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_STATISTICS_MESSAGES, type AdminStatistics } from '../../domain/admin-statistics.ts'
import { quoteRequests, recommendations, searchStatistics, shares } from '../db/schema/index.ts'
import { createTactic, uniqueWord } from '../search/testing/catalogue-factories.ts'
import { searchRequests } from '../search/testing/search-requests.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createVendor, userByEmail } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const BUYER = 'buyer@demo.example'
const DAY_MS = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

describe('the dashboard statistics in the admin API', () => {
  let t: TestApp
  let admin: Record<string, string>
  let buyer: Record<string, string>
  let buyerId: number

  beforeAll(async () => {
    t = await createTestApp()
    admin = authHeaders(await signIn(t, 'admin@demo.example'))
    buyer = authHeaders(await signIn(t, BUYER))
    buyerId = (await userByEmail(t.db, BUYER))?.id as number
  })
  afterAll(() => t.close())

  const statistics = async (query = '') => {
    const res = await apiRequest(t, 'GET', `/admin/statistics${query}`, undefined, admin)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    return (body as { statistics: AdminStatistics }).statistics
  }
  const searched = (keyword: string, resultCount: number, createdAt: Date) =>
    t.db.insert(searchStatistics).values({
      userId: buyerId,
      searchType: 'vendor_keyword',
      keyword,
      resultCount,
      createdAt,
    })

  it('reads a buyer’s search that found nothing among the zero-result keywords', async () => {
    const missing = uniqueWord()
    const answer = await searchRequests(t, buyer).vendors({ keyword: missing })
    expect(answer.total_count).toBe(0)

    const { zero_result_keywords } = await statistics('?days=7')
    expect(zero_result_keywords).toContainEqual({
      keyword: missing,
      searches: 1,
      last_searched_at: expect.any(String),
    })
  })

  it('counts searches per day over the period chosen, each day present, today last', async () => {
    const word = uniqueWord()
    await searched(word, 3, daysAgo(2))
    await searched(word.toUpperCase(), 0, daysAgo(2))
    await searched(word, 0, daysAgo(40))

    const week = await statistics('?days=7')
    expect(week.days).toBe(7)
    expect(week.searches_per_day).toHaveLength(7)
    expect(week.to).toBe(isoDay(new Date()))
    expect(week.from).toBe(isoDay(daysAgo(6)))
    expect(week.searches_per_day.at(-1)?.day).toBe(week.to)
    const twoDaysAgo = week.searches_per_day.find((d) => d.day === isoDay(daysAgo(2)))
    expect(twoDaysAgo?.searches).toBeGreaterThanOrEqual(2)
    expect(twoDaysAgo?.zero_result).toBeGreaterThanOrEqual(1)
    // One keyword whatever its case; the search 40 days ago is outside the week.
    const zero = week.zero_result_keywords.find((k) => k.keyword === word)
    expect(zero?.searches).toBe(1)

    const quarter = await statistics('?days=90')
    expect(quarter.searches_per_day).toHaveLength(90)
    expect(quarter.zero_result_keywords.find((k) => k.keyword === word)?.searches).toBe(2)
    expect((await statistics()).days).toBe(30)
  })

  it('ranks the keywords searched most, with how many found nothing', async () => {
    const popular = uniqueWord('aa')
    for (let i = 0; i < 40; i++) await searched(popular, i % 4 === 0 ? 0 : 5, daysAgo(1))
    const { top_keywords } = await statistics('?days=7')
    expect(top_keywords[0]).toEqual({ keyword: popular, searches: 40, zero_result: 10 })
    expect(top_keywords.length).toBeLessThanOrEqual(10)
  })

  it('ranks the vendors and tactics whose pages buyers opened, not their own members', async () => {
    const vendor = await createVendor(t.db, { name: `Viewed ${uniqueWord()}` })
    const tactic = await createTactic(t.db, { vendorId: vendor.id, name: `Seen ${uniqueWord()}` })
    const lessViewed = await createVendor(t.db, { name: `Glanced ${uniqueWord()}` })
    const show = (path: string, who?: Record<string, string>) =>
      apiRequest(t, 'POST', path, undefined, who).then((res) => expect(res.status).toBe(204))
    // A buyer and a visitor each; the buyer's second look within 30 minutes is no new view.
    for (const who of [buyer, undefined, buyer]) {
      await show(`/vendors/${vendor.id}/views`, who)
      await show(`/vendors/${vendor.id}/tactics/${tactic.id}/views`, who)
    }
    await show(`/vendors/${lessViewed.id}/views`, buyer)
    // The operator's own look is not a buyer's view.
    await show(`/vendors/${vendor.id}/views`, admin)

    const { most_viewed_vendors, most_viewed_tactics } = await statistics('?days=7')
    const rankOf = (id: number) => most_viewed_vendors.findIndex((row) => row.id === id)
    expect(most_viewed_vendors[rankOf(vendor.id)]).toEqual({
      id: vendor.id,
      name: vendor.name,
      views: 2,
    })
    expect(most_viewed_vendors[rankOf(lessViewed.id)]).toMatchObject({ views: 1 })
    expect(rankOf(vendor.id)).toBeLessThan(rankOf(lessViewed.id))
    expect(most_viewed_tactics).toContainEqual({
      id: tactic.id,
      name: tactic.name,
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      views: 2,
    })
  })

  it('counts sent quote requests, shares and recommendations per week', async () => {
    const before = await statistics('?days=7')
    const thisWeek = (s: AdminStatistics) => s.actions_per_week.at(-1)
    const now = new Date()
    await t.db.insert(quoteRequests).values([
      { userId: buyerId, status: 'sent', closedAt: now },
      { userId: buyerId, status: 'draft' },
    ])
    await t.db.insert(shares).values({ userId: buyerId, emails: ['a@b.example'], message: 'Look' })
    await t.db.insert(recommendations).values({
      userId: buyerId,
      kind: 'vendor',
      vendorName: 'Gap',
      vendorWebsite: 'gap.example',
    })

    const after = await statistics('?days=7')
    expect(after.actions_per_week.length).toBeGreaterThanOrEqual(1)
    expect(after.actions_per_week.length).toBeLessThanOrEqual(2)
    expect(thisWeek(after)).toEqual({
      week: thisWeek(before)?.week,
      quote_requests: (thisWeek(before)?.quote_requests ?? 0) + 1,
      shares: (thisWeek(before)?.shares ?? 0) + 1,
      recommendations: (thisWeek(before)?.recommendations ?? 0) + 1,
    })
    expect(new Date(`${thisWeek(after)?.week}T00:00:00Z`).getUTCDay()).toBe(1)
    expect((await statistics('?days=90')).actions_per_week.length).toBeGreaterThanOrEqual(13)
  })

  it('refuses a period other than 7, 30 or 90 days', async () => {
    for (const days of ['14', 'all', '7.0']) {
      const res = await apiRequest(t, 'GET', `/admin/statistics?days=${days}`, undefined, admin)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({
        errors: { days: [ADMIN_STATISTICS_MESSAGES.daysInvalid] },
      })
    }
  })
})
