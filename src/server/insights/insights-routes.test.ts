import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSIGHT_MESSAGES, type VendorInsights } from '../../domain/insights.ts'
import {
  catalogueViews,
  quoteReplies,
  quoteRequests,
  shares,
  shortlistItems,
  shortlists,
  tactics,
  type users,
} from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const DAY = 24 * 60 * 60_000
const FEWER = INSIGHT_MESSAGES.fewerThan3
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

type Buyer = typeof users.$inferSelect

/** docs/api-insights.md: what a vendor's members read of their audience, counts only. */
describe('GET /vendors/{id}/insights', () => {
  let t: TestApp
  let vendor: Awaited<ReturnType<typeof createVendor>>
  let admin: Record<string, string>
  let buyers: Buyer[]
  let buyerHeaders: Record<string, string>[]
  let tacticIds: number[]

  beforeAll(async () => {
    t = await createTestApp()
    vendor = await createVendor(t.db, { name: 'Insightful Aisles' })
    const member = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    admin = authHeaders(await signIn(t, member.email, TEST_PASSWORD))
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    buyers = await Promise.all(
      ['Ann', 'Bob', 'Cleo', 'Dev'].map((firstName) =>
        createUser(t.db, { companyId: cpg.id, firstName, lastName: 'Buyerson' }),
      ),
    )
    buyerHeaders = await Promise.all(
      buyers.map(async (buyer) => authHeaders(await signIn(t, buyer.email, TEST_PASSWORD))),
    )
    const rows = await t.db
      .insert(tactics)
      .values(
        ['Zebrafoam end caps', 'Zebrafoam floor decals'].map((name) => ({
          vendorId: vendor.id,
          name,
          description: `${name} in store`,
        })),
      )
      .returning()
    tacticIds = rows.map((row) => row.id)
  })
  afterAll(() => t.close())

  async function insights(days: number, headers = admin, vendorId = vendor.id) {
    const res = await apiRequest(
      t,
      'GET',
      `/vendors/${vendorId}/insights?days=${days}`,
      undefined,
      headers,
    )
    return { status: res.status, body: (await res.json()) as VendorInsights }
  }

  it('counts per period and per week, from distinct buyers only', async () => {
    // Profile views: 3 buyers a day ago, a fourth 20 days ago, and 60 days ago.
    await t.db
      .insert(catalogueViews)
      .values([
        ...buyers
          .slice(0, 3)
          .map((b) => ({ vendorId: vendor.id, userId: b.id, createdAt: daysAgo(1) })),
        { vendorId: vendor.id, userId: buyers[3]?.id, createdAt: daysAgo(20) },
        { vendorId: vendor.id, userId: buyers[3]?.id, createdAt: daysAgo(60) },
      ])
    const week = await insights(7)
    expect(week.status).toBe(200)
    expect(week.body.totals.profile_views).toBe(3)
    expect(week.body.weeks).toHaveLength(1)

    const month = await insights(30)
    expect(month.body.totals.profile_views).toBe(4)
    expect(month.body.weeks).toHaveLength(5)
    // A day ago is in the latest week (2 days long: 3 buyers), 20 days ago in the second (1 buyer).
    expect(month.body.weeks[4]?.profile_views).toBe(3)
    expect(month.body.weeks[1]?.profile_views).toBe(FEWER)
    expect(month.body.weeks[0]?.profile_views).toBe(0)

    const quarter = await insights(90)
    expect(quarter.body.totals.profile_views).toBe(5)
    expect(quarter.body.weeks).toHaveLength(13)
  })

  it('answers "fewer than 3" for many events of fewer than 3 buyers, never the number', async () => {
    const [first, second] = tacticIds
    await t.db.insert(catalogueViews).values(
      Array.from({ length: 7 }, (_, i) => ({
        vendorId: vendor.id,
        tacticId: i % 2 === 0 ? first : second,
        userId: buyers[i % 2]?.id,
        createdAt: daysAgo(1),
      })),
    )
    const { body } = await insights(7)
    expect(body.totals.tactic_views).toBe(FEWER)
    const tacticViews = body.tactics.map((tactic) => tactic.tactic_views)
    expect(tacticViews).toEqual([FEWER, FEWER])
    expect(JSON.stringify(body.totals)).not.toMatch(/"tactic_views":\d/)
  })

  it('counts searches that showed the vendor and its tactics, and their keywords', async () => {
    for (const headers of buyerHeaders.slice(0, 3)) {
      const res = await apiRequest(
        t,
        'GET',
        '/tactic_search?search_by=keyword&keyword=zebrafoam',
        undefined,
        headers,
      )
      expect(res.status).toBe(200)
    }
    await apiRequest(
      t,
      'GET',
      '/tactic_search?search_by=keyword&keyword=zebrafoam',
      undefined,
      admin,
    )
    const { body } = await insights(7)
    // The vendor's own member searching is not its audience.
    expect(body.totals.search_appearances).toBe(3)
    expect(body.tactics.map((tactic) => tactic.search_appearances)).toEqual([3, 3])
    expect(body.keywords).toEqual([{ keyword: 'zebrafoam', searches: 3 }])
  })

  it('counts saves, shares and quote requests, and the median time to first answer', async () => {
    const [tacticId] = tacticIds
    const [list] = await t.db
      .insert(shortlists)
      .values({ ownerId: buyers[0]?.id as number, name: 'Spring' })
      .returning()
    await t.db.insert(shortlistItems).values([
      {
        shortlistId: list?.id as number,
        kind: 'vendor',
        vendorId: vendor.id,
        addedBy: buyers[0]?.id,
      },
      { shortlistId: list?.id as number, kind: 'tactic', tacticId, addedBy: buyers[0]?.id },
    ])
    await t.db.insert(shares).values(
      buyers.slice(0, 3).map((b) => ({
        userId: b.id,
        vendorId: vendor.id,
        emails: ['colleague@example.test'],
        message: 'Look',
        createdAt: daysAgo(3),
      })),
    )
    const sentAt = daysAgo(4)
    const hours = [2, 4, 10]
    for (const [index, buyer] of buyers.slice(0, 3).entries()) {
      const [quote] = await t.db
        .insert(quoteRequests)
        .values({ userId: buyer.id, vendorId: vendor.id, status: 'sent', closedAt: sentAt })
        .returning()
      const answered = new Date(sentAt.getTime() + (hours[index] as number) * 3_600_000)
      await t.db.insert(quoteReplies).values([
        { quoteRequestId: quote?.id as number, side: 'vendor', text: 'Hello', createdAt: answered },
        {
          quoteRequestId: quote?.id as number,
          side: 'vendor',
          text: 'Later',
          createdAt: new Date(answered.getTime() + DAY),
        },
      ])
    }
    const { body } = await insights(7)
    expect(body.totals.shortlist_saves).toBe(FEWER)
    expect(body.totals.shares).toBe(3)
    expect(body.totals.quote_requests).toBe(3)
    expect(body.totals.median_first_answer_hours).toBe(4)
    expect(body.tactics[0]?.shortlist_saves).toBe(FEWER)
  })

  it('names no buyer anywhere in the answer', async () => {
    const { body } = await insights(90)
    const text = JSON.stringify(body)
    for (const buyer of buyers) {
      expect(text).not.toContain(buyer.email)
      expect(text).not.toContain(buyer.firstName)
    }
    expect(text).not.toContain('Buyerson')
    expect(text).not.toMatch(/user|email|buyer/i)
  })

  it('lets the vendor members and super_admin in, and no one else', async () => {
    const other = await createVendor(t.db)
    const cases: [string, Record<string, string>, number][] = [
      ['visitor', {}, 401],
      ['buyer', buyerHeaders[0] as Record<string, string>, 403],
      ['vendor_admin', admin, 200],
    ]
    for (const [role, companyId] of [
      ['vendor_user', vendor.companyId],
      ['vendor_admin of another vendor', other.companyId],
      ['vendor_user of another vendor', other.companyId],
      ['super_admin', null],
    ] as const) {
      const user = await createUser(t.db, {
        role: role.startsWith('vendor_admin')
          ? 'vendor_admin'
          : role.startsWith('vendor_user')
            ? 'vendor_user'
            : 'super_admin',
        companyId,
      })
      const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
      cases.push([role, headers, role.includes('another') ? 403 : 200])
    }
    for (const [role, headers, status] of cases) {
      expect({ role, status: (await insights(30, headers)).status }).toEqual({ role, status })
    }
    const superAdmin = cases.find(([role]) => role === 'super_admin')?.[1] ?? {}
    expect((await insights(30, superAdmin, 999_999)).status).toBe(404)
    expect((await insights(30, superAdmin, other.id)).status).toBe(200)
  })

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const res = await apiRequest(
      t,
      'GET',
      `/vendors/${vendor.id}/insights?days=14`,
      undefined,
      admin,
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ errors: { days: [INSIGHT_MESSAGES.daysInvalid] } })
  })
})
