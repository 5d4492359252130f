import { and, eq, isNull, sql } from 'drizzle-orm'
import { QUOTE_MESSAGES, type QuoteBatchInput, type QuoteOutcome } from '../../domain/quotes.ts'
import type { SessionUser } from '../auth/session-types.ts'
import { limitActionMails } from '../buyer-actions/action-mail-limit.ts'
import { type ActionTarget, loadActionTarget, loadSender } from '../buyer-actions/action-target.ts'
import { quoteRequestMail } from '../buyer-actions/quote-request-mail.ts'
import { vendorContacts } from '../buyer-actions/vendor-contacts.ts'
import type { Database } from '../db/client.ts'
import { quoteAttachments, quoteReplies, quoteRequests } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import type { QuoteAccess } from './quote-access.ts'
import type { StoredAttachment } from './quote-attachments.ts'
import { nudgeMail, replyMail, replyRecipients } from './quote-mails.ts'
import { canNudge } from './quote-queries.ts'

type Batch = {
  targets: { vendor_id: number; tactic_id?: number | null }[]
  email_subject: string
  email_text: string
}

/**
 * POST /quotes: one sent request per vendor of the batch (a vendor named twice is asked once, about
 * its first target), each emailed to that vendor's contacts alone, as PUT /request_quote does.
 */
export async function sendQuotes(
  db: Database,
  user: SessionUser,
  publicUrl: string,
  body: Batch & Pick<QuoteBatchInput, 'shortlist_id'>,
): Promise<number[]> {
  const seen = new Set<number>()
  const targets = body.targets.filter(
    (target) => !seen.has(target.vendor_id) && seen.add(target.vendor_id),
  )
  const loaded: (ActionTarget & { to: string[] })[] = []
  for (const target of targets) {
    const { vendor, tactic } = await loadActionTarget(
      db,
      user,
      target.vendor_id,
      target.tactic_id,
      'contact',
    )
    const to = (await vendorContacts(db, vendor)).map((contact) => contact.email)
    loaded.push({ vendor, tactic, to })
  }
  for (const _ of loaded) await limitActionMails(db, user.id)
  await limitUserMail(db, user.id, {
    typed: [],
    chosen: loaded.reduce((sum, target) => sum + target.to.length, 0),
  })
  const sender = await loadSender(db, user.id)
  return db.transaction(async (tx) => {
    const now = new Date()
    const ids: number[] = []
    for (const { vendor, tactic, to } of loaded) {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          userId: user.id,
          vendorId: vendor.id,
          tacticId: tactic?.id ?? null,
          status: 'sent',
          emailTo: to,
          emailCc: [],
          emailSubject: body.email_subject,
          emailText: body.email_text,
          closedAt: now,
          lastActivityAt: now,
        })
        .returning({ id: quoteRequests.id })
      const id = row?.id as number
      ids.push(id)
      await enqueueMail(
        tx,
        quoteRequestMail(publicUrl, sender, {
          id,
          to,
          cc: [],
          subject: body.email_subject,
          text: body.email_text,
        }),
      )
    }
    return ids
  })
}

/** A vendor member opened the thread: "Opened" for the buyer, once, whoever comes first. */
export async function markOpened(db: Database, quoteId: number): Promise<void> {
  await db
    .update(quoteRequests)
    .set({ openedAt: sql`now()` })
    .where(and(eq(quoteRequests.id, quoteId), isNull(quoteRequests.openedAt)))
}

/**
 * Adds a reply and emails it to the other side, in one transaction; the thread's row is updated
 * first, so a reply and a close queue on it and a closed thread takes no reply. The vendor's first
 * reply answers the request (and opens it, should no member have opened it yet).
 */
export async function addReply(
  db: Database,
  access: QuoteAccess,
  user: SessionUser,
  publicUrl: string,
  reply: { text: string; files: StoredAttachment[] },
): Promise<number> {
  const side = access.relation === 'buyer' ? 'buyer' : 'vendor'
  const to = await replyRecipients(db, access, side)
  await limitUserMail(db, user.id, { typed: [], chosen: to.length })
  const author = await loadSender(db, user.id)
  return db.transaction(async (tx) => {
    const vendorSide = side === 'vendor'
    const open = await tx
      .update(quoteRequests)
      .set({
        lastActivityAt: sql`now()`,
        ...(vendorSide
          ? {
              openedAt: sql`coalesce(${quoteRequests.openedAt}, now())`,
              answeredAt: sql`coalesce(${quoteRequests.answeredAt}, now())`,
            }
          : {}),
      })
      .where(and(eq(quoteRequests.id, access.quote.id), isNull(quoteRequests.threadClosedAt)))
      .returning({ id: quoteRequests.id })
    if (open.length === 0) throw new HttpError(422, QUOTE_MESSAGES.closed)
    const [row] = await tx
      .insert(quoteReplies)
      .values({ quoteRequestId: access.quote.id, side, authorId: user.id, text: reply.text })
      .returning({ id: quoteReplies.id })
    const replyId = row?.id as number
    if (reply.files.length > 0) {
      await tx.insert(quoteAttachments).values(reply.files.map((file) => ({ ...file, replyId })))
    }
    if (to.length > 0) {
      await enqueueMail(
        tx,
        replyMail(publicUrl, access, { side, author, text: reply.text, files: reply.files }, to),
      )
    }
    return replyId
  })
}

/** PUT /quotes/{id}/close: 422 once closed. */
export async function closeQuote(db: Database, quoteId: number, outcome: QuoteOutcome) {
  const closed = await db
    .update(quoteRequests)
    .set({ threadClosedAt: sql`now()`, outcome })
    .where(and(eq(quoteRequests.id, quoteId), isNull(quoteRequests.threadClosedAt)))
    .returning({ id: quoteRequests.id })
  if (closed.length === 0) throw new HttpError(422, QUOTE_MESSAGES.closed)
}

/**
 * POST /quotes/{id}/nudge: the reminder to the vendor's contacts, when the buyer may nudge. Judged
 * on the thread's row locked, so two nudges at once send one email.
 */
export async function nudgeQuote(
  db: Database,
  access: QuoteAccess,
  user: SessionUser,
  publicUrl: string,
): Promise<void> {
  const to = (await vendorContacts(db, access.vendor)).map((contact) => contact.email)
  const sender = await loadSender(db, user.id)
  await db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, access.quote.id))
      .for('update')
    if (!quote) throw new HttpError(404, QUOTE_MESSAGES.notFound)
    const now = new Date()
    if (!canNudge({ ...quote, nudgedAt: null }, now)) {
      throw new HttpError(422, QUOTE_MESSAGES.notWaiting)
    }
    if (!canNudge(quote, now)) throw new HttpError(422, QUOTE_MESSAGES.nudgedRecently)
    await limitActionMails(tx, user.id)
    await limitUserMail(tx, user.id, { typed: [], chosen: to.length })
    await tx.update(quoteRequests).set({ nudgedAt: now }).where(eq(quoteRequests.id, quote.id))
    await enqueueMail(tx, nudgeMail(publicUrl, access, sender, to))
  })
}
