import { and, type Column, desc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { tactics, users, vendors } from '../db/schema/index.ts'
import type { EmailList } from '../mail/email-template.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'

const WEEK_MS = 7 * 24 * 60 * 60_000
/** Each list shows this many; the rest are counted and found by searching. */
const LISTED_MAX = 25

type Recipient = { id: number; email: string; firstName: string }

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
    await enqueueMail(tx, {
      to: recipient.email,
      subject: `New on ${PRODUCT_NAME} this week`,
      paragraphs: [
        recipient.firstName ? `Hello ${recipient.firstName},` : 'Hello,',
        `Here is what is new on ${PRODUCT_NAME} in the last 7 days.`,
        'You receive this email because the weekly digest is on in your Profile Settings.',
      ],
      lists,
      action: { label: 'Search the marketplace', url: `${config.publicUrl}/search` },
    })
    return true
  })
}

/**
 * Emails every user who opted in, and had no digest in the last 7 days, the vendors and tactics
 * created in those days; nothing when there is nothing new. Returns the number of emails written.
 */
export async function sendWeeklyDigest(db: Database, config: Config, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WEEK_MS)
  const lists = await newSince(db, config, since, now)
  if (lists.length === 0) return 0
  const recipients = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.digestNotification, true),
        isNotNull(users.confirmedAt),
        isNull(users.deactivatedAt),
        isDue(since),
      ),
    )
    .orderBy(users.id)
  let sent = 0
  for (const recipient of recipients) {
    if (await sendTo(db, config, recipient, lists, since, now)) sent += 1
  }
  return sent
}
