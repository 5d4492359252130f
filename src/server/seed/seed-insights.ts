import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { hashPassword } from '../auth/password.ts'
import type { Database } from '../db/client.ts'
import {
  catalogueViews,
  quoteReplies,
  quoteRequests,
  searchStatistics,
  searchWebsiteVisits,
  shares,
  shortlistItems,
  shortlists,
  tactics,
  users,
  vendors,
} from '../db/schema/index.ts'
import { insertInBatches } from './batch-insert.ts'
import { itemAt } from './item-at.ts'
import { createRandom } from './random.ts'

const DAY_MS = 24 * 60 * 60_000
const HOUR_MS = 60 * 60_000
/** The demo vendor's audience: enough buyers that most counts show numbers (§5). */
const AUDIENCE = 12
/** Website links are clicked by only two of them: that count reads "fewer than 3". */
const WEBSITE_VISITORS = 2
const HISTORY_DAYS = 90
const KEYWORDS = [
  'sampling',
  'in-store demo',
  'shelf talkers',
  'end caps',
  'retail media',
  'coupons',
  'digital signage',
  'floor graphics',
]

type Event = { userId: number; createdAt: Date; tacticId: number | null }

/**
 * The demo vendor's insights over the last 90 days (docs/spec/workspace.md "Demo data"): twelve
 * buyers of the seeded CPG companies search, open its profile and tactics, save, share and ask for
 * quotes, which its admin answers. Unlike the catalogue these are dated back from `now`, since
 * insights read the last 90 days; the same seed writes the same events at the same offsets.
 */
export async function seedInsights(
  db: Database,
  demo: { vendorId: number; cpgCompanyIds: number[] },
  now: Date,
): Promise<void> {
  const random = createRandom(2511)
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(vendors, eq(vendors.companyId, users.companyId))
    .where(and(eq(vendors.id, demo.vendorId), eq(users.role, 'vendor_admin')))
    .orderBy(asc(users.id))
    .limit(1)
  // Nobody knows this password: the audience exists to be counted, not to sign in.
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'))
  const start = new Date(now.getTime() - HISTORY_DAYS * DAY_MS)
  const audience = await db
    .insert(users)
    .values(
      Array.from({ length: AUDIENCE }, (_, i) => ({
        email: `shopper-${String(i + 1).padStart(2, '0')}@audience.example`,
        passwordHash,
        firstName: 'Audience',
        lastName: `Shopper ${i + 1}`,
        jobTitle: 'Brand Manager',
        role: 'cpg_user' as const,
        companyId: itemAt(demo.cpgCompanyIds, i % demo.cpgCompanyIds.length),
        confirmedAt: start,
        createdAt: start,
        updatedAt: start,
      })),
    )
    .returning({ id: users.id })
  const buyerIds = audience.map((row) => row.id)
  const tacticIds = (
    await db
      .select({ id: tactics.id })
      .from(tactics)
      .where(eq(tactics.vendorId, demo.vendorId))
      .orderBy(asc(tactics.id))
  ).map((row) => row.id)
  const at = (day: number) =>
    new Date(start.getTime() + day * DAY_MS + random.int(0, DAY_MS / 1000 - 1) * 1000)
  // More activity lately: a profile that is starting to work.
  const events = (perDay: (day: number) => number, buyers = buyerIds, tactic = false) =>
    Array.from({ length: HISTORY_DAYS }, (_, day) =>
      Array.from({ length: perDay(day) }, () => ({
        userId: random.pick(buyers),
        createdAt: at(day),
        tacticId: tactic && tacticIds.length > 0 ? random.pick(tacticIds) : null,
      })),
    ).flat()
  const growing = (max: number) => (day: number) =>
    random.int(0, Math.ceil((max * (day + 30)) / 120))

  const searches = events(growing(6), buyerIds, true)
  await insertInBatches(
    db,
    searchStatistics,
    searches.map((search) => ({
      userId: search.userId,
      searchType: 'tactic_keyword' as const,
      keyword: random.pick(KEYWORDS),
      resultCount: random.int(3, 40),
      vendorIds: [demo.vendorId],
      tacticIds: random.sample(tacticIds, random.int(1, Math.min(3, tacticIds.length))),
      createdAt: search.createdAt,
    })),
  )
  const views = [...events(growing(3)), ...events(growing(4), buyerIds, true)]
  await insertInBatches(
    db,
    catalogueViews,
    views.map((view) => ({ vendorId: demo.vendorId, ...view })),
  )
  const visits = events(() => (random.chance(0.2) ? 1 : 0), buyerIds.slice(0, WEBSITE_VISITORS))
  await insertInBatches(
    db,
    searchWebsiteVisits,
    visits.map((visit) => ({ vendorId: demo.vendorId, ...visit })),
  )
  await seedSaves(db, demo.vendorId, buyerIds, tacticIds, (day) => at(day), random)
  const shared = events(() => (random.chance(0.25) ? 1 : 0), buyerIds, true)
  await insertInBatches(
    db,
    shares,
    shared.map((share) => ({
      ...share,
      vendorId: demo.vendorId,
      emails: ['colleague@audience.example'],
      message: 'Worth a look for the next launch.',
    })),
  )
  const quotes = events(() => (random.chance(0.2) ? 1 : 0), buyerIds, true)
  await seedAnsweredQuotes(
    db,
    { vendorId: demo.vendorId, answeredBy: admin?.id ?? null },
    quotes,
    random,
    now,
  )
}

/** Each buyer's "Ideas" list, with the vendor and a few of its tactics saved on days of the period. */
async function seedSaves(
  db: Database,
  vendorId: number,
  buyerIds: number[],
  tacticIds: number[],
  at: (day: number) => Date,
  random: ReturnType<typeof createRandom>,
) {
  for (const ownerId of buyerIds) {
    const createdAt = at(random.int(0, HISTORY_DAYS - 1))
    const [list] = await db
      .insert(shortlists)
      .values({ ownerId, name: 'Ideas', createdAt, updatedAt: createdAt })
      .returning({ id: shortlists.id })
    const shortlistId = list?.id as number
    const saved = random.sample(tacticIds, random.int(0, Math.min(3, tacticIds.length)))
    await db.insert(shortlistItems).values([
      { shortlistId, kind: 'vendor', vendorId, addedBy: ownerId, createdAt },
      ...saved.map((tacticId) => ({
        shortlistId,
        kind: 'tactic' as const,
        tacticId,
        addedBy: ownerId,
        createdAt: at(random.int(0, HISTORY_DAYS - 1)),
      })),
    ])
  }
}

/** Sent quote requests, each answered by the vendor's admin 1 to 30 hours later (if by now). */
async function seedAnsweredQuotes(
  db: Database,
  demo: { vendorId: number; answeredBy: number | null },
  quotes: Event[],
  random: ReturnType<typeof createRandom>,
  now: Date,
) {
  for (const quote of quotes) {
    const replyAt = new Date(quote.createdAt.getTime() + random.int(1, 30) * HOUR_MS)
    const answeredAt = replyAt <= now ? replyAt : null
    const [row] = await db
      .insert(quoteRequests)
      .values({
        userId: quote.userId,
        vendorId: demo.vendorId,
        tacticId: quote.tacticId,
        status: 'sent',
        emailSubject: 'Quote request',
        emailText: 'Could you send us a quote for next quarter?',
        createdAt: quote.createdAt,
        closedAt: quote.createdAt,
        openedAt: answeredAt,
        answeredAt,
        lastActivityAt: answeredAt ?? quote.createdAt,
      })
      .returning({ id: quoteRequests.id })
    if (!answeredAt) continue
    await db.insert(quoteReplies).values({
      quoteRequestId: row?.id as number,
      side: 'vendor',
      authorId: demo.answeredBy,
      text: 'Thank you: our prices for next quarter follow today.',
      createdAt: answeredAt,
    })
  }
}
