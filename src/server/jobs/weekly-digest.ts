import {
  and,
  type Column,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import { VENDOR_MEMBER_ROLES } from '../../domain/insights.ts'
import { QUOTE_MESSAGES } from '../../domain/quotes.ts'
import type { Role } from '../../domain/roles.ts'
import { vendorThreadUrl } from '../buyer-actions/quote-request-mail.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { savedSearches, tactics, users, vendors } from '../db/schema/index.ts'
import { INSIGHTS_DIGEST_TITLE, insightsDigestList } from '../insights/insights-digest.ts'
import type { EmailList } from '../mail/email-template.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { waitingQuotes } from '../quotes/quote-queries.ts'
import { savedSearchSections } from '../saved-searches/saved-search-digest.ts'

const WEEK_MS = 7 * 24 * 60 * 60_000
/** Each list shows this many; the rest are counted and found by searching. */
const LISTED_MAX = 25

type Recipient = {
  id: number
  email: string
  firstName: string
  role: Role
  companyId: number | null
  /** Opted in to the catalogue's news (the weekly digest of Profile Settings). */
  news: boolean
  lastDigestAt: Date | null
  /** The vendor whose numbers the digest carries: a member's, unless turned off (§5). */
  vendor: { vendorId: number; companyId: number } | null
}

async function newSince(db: Database, config: Config, since: Date, now: Date) {
  const inWindow = (column: Column) => and(gt(column, since), lte(column, now))
  const newVendors = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(inWindow(vendors.createdAt))
    .orderBy(desc(vendors.createdAt), desc(vendors.id))
  const newTactics = await db
    .select({
      id: tactics.id,
      name: tactics.name,
      vendorId: tactics.vendorId,
      vendor: vendors.name,
    })
    .from(tactics)
    .innerJoin(vendors, eq(vendors.id, tactics.vendorId))
    .where(inWindow(tactics.createdAt))
    .orderBy(desc(tactics.createdAt), desc(tactics.id))
  const lists: EmailList[] = []
  if (newVendors.length > 0) {
    const links = newVendors.map((v) => ({
      label: v.name,
      url: `${config.publicUrl}/company/${v.id}`,
    }))
    lists.push({ title: `New vendors (${newVendors.length})`, links: links.slice(0, LISTED_MAX) })
  }
  if (newTactics.length > 0) {
    const links = newTactics.map((t) => ({
      label: `${t.name} by ${t.vendor}`,
      url: `${config.publicUrl}/company/${t.vendorId}/tactics/${t.id}`,
    }))
    lists.push({ title: `New tactics (${newTactics.length})`, links: links.slice(0, LISTED_MAX) })
  }
  return lists
}

/** Due: opted in, confirmed, and not sent a digest in the last seven days. */
const isDue = (since: Date) => or(isNull(users.lastDigestAt), lte(users.lastDigestAt, since))

async function sendTo(
  db: Database,
  config: Config,
  recipient: Recipient,
  lists: EmailList[],
  since: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claimed under the condition it was chosen by, so a second server running the job skips it.
    const claimed = await tx
      .update(users)
      .set({ lastDigestAt: now })
      .where(and(eq(users.id, recipient.id), isDue(since)))
      .returning({ id: users.id })
    if (claimed.length === 0) return false
    const titles = lists.map((list) => list.title)
    const news = titles.some(
      (title) => title !== QUOTE_MESSAGES.waitingForAnswer && title !== INSIGHTS_DIGEST_TITLE,
    )
    const why = recipient.news
      ? 'You receive this email because the weekly digest is on in your Profile Settings.'
      : recipient.vendor
        ? 'You receive your company’s weekly insights as its member; turn them off in your Profile Settings.'
        : 'You receive this email because “Email me new matches” is on for your saved searches.'
    await enqueueMail(tx, {
      to: recipient.email,
      subject: `New on ${PRODUCT_NAME} this week`,
      paragraphs: [
        recipient.firstName ? `Hello ${recipient.firstName},` : 'Hello,',
        news
          ? `Here is what is new on ${PRODUCT_NAME} in the last 7 days.`
          : titles.includes(QUOTE_MESSAGES.waitingForAnswer)
            ? `Buyers are waiting for your answer on ${PRODUCT_NAME}.`
            : `Here are your company’s numbers of the week on ${PRODUCT_NAME}.`,
        why,
      ],
      lists,
      action: { label: 'Search the marketplace', url: `${config.publicUrl}/search` },
    })
    return true
  })
}

/**
 * A vendor member's reminder (docs/spec/workspace.md §3): the company's requests still waiting for
 * an answer 3 working days after they were sent, oldest first, each linking to its thread.
 */
async function waitingList(
  db: Database,
  config: Config,
  companyId: number,
  now: Date,
): Promise<EmailList[]> {
  const waiting = await waitingQuotes(db, companyId, now)
  if (waiting.length === 0) return []
  const links = waiting.map((quote) => ({
    label: `${quote.subject ?? ''} (sent ${quote.sentAt?.toISOString().slice(0, 10)})`,
    url: vendorThreadUrl(config.publicUrl, quote.id),
  }))
  return [{ title: QUOTE_MESSAGES.waitingForAnswer, links: links.slice(0, LISTED_MAX) }]
}

const isVendorMember = (recipient: Recipient) =>
  recipient.companyId !== null &&
  (recipient.role === 'vendor_admin' || recipient.role === 'vendor_user')

/**
 * Emails every user who opted in, and had no digest in the last 7 days, the vendors and tactics
 * created in those days and, to a vendor's members, the quote requests waiting for their answer;
 * a vendor's members also the vendor's numbers of the week unless they turned them off (§5); and
 * every user with alerts on a saved search its new matches since their last digest
 * (docs/spec/workspace.md §4). Nothing to a user with nothing new. Returns the number of emails
 * written.
 */
export async function sendWeeklyDigest(db: Database, config: Config, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WEEK_MS)
  const lists = await newSince(db, config, since, now)
  const recipients = await digestRecipients(db, since)
  const waitingByCompany = new Map<number, EmailList[]>()
  const numbers = new Map<number, Promise<EmailList | null>>()
  const numbersOf = (vendor: NonNullable<Recipient['vendor']>) => {
    const found = numbers.get(vendor.vendorId) ?? insightsDigestList(db, config, vendor, now)
    numbers.set(vendor.vendorId, found)
    return found
  }
  let sent = 0
  for (const recipient of recipients) {
    const companyId = recipient.companyId as number
    const remind = recipient.news && isVendorMember(recipient)
    if (remind && !waitingByCompany.has(companyId)) {
      waitingByCompany.set(companyId, await waitingList(db, config, companyId, now))
    }
    const waiting = remind ? (waitingByCompany.get(companyId) ?? []) : []
    const sections = await savedSearchSections(db, config, recipient.id, {
      since: recipient.lastDigestAt ?? since,
      now,
    })
    const vendorNumbers = recipient.vendor && (await numbersOf(recipient.vendor))
    const own = [
      ...waiting,
      ...(recipient.news ? lists : []),
      ...(vendorNumbers ? [vendorNumbers] : []),
      ...sections,
    ]
    if (own.length > 0 && (await sendTo(db, config, recipient, own, since, now))) sent += 1
  }
  return sent
}

/**
 * Due, confirmed and active users who opted in to the news, have alerts on a saved search, or are
 * members of a vendor with its insights on.
 */
async function digestRecipients(db: Database, since: Date): Promise<Recipient[]> {
  const insights = sql<boolean>`(${users.insightsDigest} AND ${inArray(users.role, VENDOR_MEMBER_ROLES)})`
  const alerted = exists(
    db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, users.id), eq(savedSearches.alerts, true))),
  )
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      companyId: users.companyId,
      news: users.digestNotification,
      lastDigestAt: users.lastDigestAt,
      insights,
      vendorId: vendors.id,
    })
    .from(users)
    .leftJoin(vendors, eq(vendors.companyId, users.companyId))
    .where(
      and(
        or(eq(users.digestNotification, true), alerted, and(insights, isNotNull(vendors.id))),
        isNotNull(users.confirmedAt),
        isNull(users.deactivatedAt),
        isDue(since),
      ),
    )
    .orderBy(users.id)
  return rows.map(({ insights: carriesInsights, vendorId, ...recipient }) => ({
    ...recipient,
    vendor:
      carriesInsights && vendorId !== null && recipient.companyId !== null
        ? { vendorId, companyId: recipient.companyId }
        : null,
  }))
}
