import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  isWaitingForAnswer,
  QUOTE_PAGE_SIZE,
  type QuoteAttachment,
  type QuotePage,
  type QuotePageQuery,
  type QuoteReply,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteThread,
  type VendorQuotePage,
} from '../../domain/quotes.ts'
import type { Database } from '../db/client.ts'
import {
  companies,
  quoteAttachments,
  quoteReplies,
  quoteRequests,
  tactics,
  users,
  vendors,
} from '../db/schema/index.ts'
import type { QuoteRelation } from './quote-access.ts'

export type Paging = { page: number; perPage: number; status?: QuoteStatus }

export const quotePaging = (
  query: Pick<QuotePageQuery, 'status'> & { page?: number; per_page?: number },
): Paging => ({
  page: Number(query.page ?? 1),
  perPage: Number(query.per_page ?? QUOTE_PAGE_SIZE),
  status: query.status,
})

/** The thread's status from its moments (docs/spec/workspace.md §3), in SQL for filters. */
const statusSql = sql<QuoteStatus>`CASE
  WHEN ${quoteRequests.threadClosedAt} IS NOT NULL THEN 'closed'
  WHEN ${quoteRequests.answeredAt} IS NOT NULL THEN 'answered'
  WHEN ${quoteRequests.openedAt} IS NOT NULL THEN 'opened'
  ELSE 'sent' END`

const hasStatus = (status: QuoteStatus | undefined) =>
  status === undefined ? undefined : sql`${statusSql} = ${status}`

/** A sent request's sending time (closed_at is when its draft was sent). */
const sentAt = quoteRequests.closedAt

const iso = (value: Date | string) => new Date(value).toISOString()
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value))

function summaries(db: Database, where: SQL | undefined) {
  return db
    .select({
      quote: quoteRequests,
      vendorName: vendors.name,
      vendorLogoUrl: vendors.logoUrl,
      tacticName: tactics.name,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      buyerCompanyName: companies.name,
      status: statusSql,
      replyCount: sql<number>`(
        SELECT count(*)::int FROM quote_replies r WHERE r.quote_request_id = ${quoteRequests.id})`,
    })
    .from(quoteRequests)
    .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
    .leftJoin(tactics, eq(tactics.id, quoteRequests.tacticId))
    .leftJoin(users, eq(users.id, quoteRequests.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(quoteRequests.status, 'sent'), where))
    .$dynamic()
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number]

type QuoteRow = typeof quoteRequests.$inferSelect

/** The thread's status from its moments, as statusSql reads them. */
export function quoteStatus(quote: QuoteRow): QuoteStatus {
  if (quote.threadClosedAt) return 'closed'
  if (quote.answeredAt) return 'answered'
  return quote.openedAt ? 'opened' : 'sent'
}

/** Whether the buyer may press Nudge: waiting since sending, and since the last nudge. */
export function canNudge(quote: QuoteRow, now: Date): boolean {
  const status = quoteStatus(quote)
  if (!isWaitingForAnswer(status, quote.closedAt ?? quote.createdAt, now)) return false
  return quote.nudgedAt === null || isWaitingForAnswer(status, quote.nudgedAt, now)
}

function summaryJson(row: SummaryRow, relation: QuoteRelation, now: Date): QuoteSummary {
  const { quote, status } = row
  const sent = quote.closedAt ?? quote.createdAt
  return {
    id: quote.id,
    vendor: { id: quote.vendorId as number, name: row.vendorName, logo_url: row.vendorLogoUrl },
    tactic:
      quote.tacticId !== null && row.tacticName !== null
        ? { id: quote.tacticId, name: row.tacticName }
        : null,
    buyer:
      row.buyerFirstName === null
        ? null
        : {
            id: quote.userId,
            first_name: row.buyerFirstName,
            last_name: row.buyerLastName ?? '',
            company_name: row.buyerCompanyName,
          },
    status,
    is_new: quote.openedAt === null && quote.threadClosedAt === null,
    waiting: isWaitingForAnswer(status, sent, now),
    can_nudge: relation === 'buyer' && canNudge(quote, now),
    email_subject: quote.emailSubject ?? '',
    sent_at: iso(sent),
    opened_at: isoOrNull(quote.openedAt),
    answered_at: isoOrNull(quote.answeredAt),
    closed_at: isoOrNull(quote.threadClosedAt),
    outcome: quote.outcome,
    nudged_at: isoOrNull(quote.nudgedAt),
    reply_count: Number(row.replyCount),
    last_activity_at: iso(quote.lastActivityAt ?? sent),
  }
}

async function page(
  db: Database,
  where: SQL | undefined,
  relation: QuoteRelation,
  { page, perPage, status }: Paging,
): Promise<QuotePage> {
  const filtered = and(where, hasStatus(status))
  const [rows, [total]] = await Promise.all([
    summaries(db, filtered)
      .orderBy(desc(sentAt), desc(quoteRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(quoteRequests)
      .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
      .where(and(eq(quoteRequests.status, 'sent'), filtered)),
  ])
  const now = new Date()
  return {
    quotes: rows.map((row) => summaryJson(row, relation, now)),
    page,
    per_page: perPage,
    total_count: total?.total ?? 0,
  }
}

/** GET /quotes: the requests the user sent, newest first. */
export const buyerQuotePage = (db: Database, userId: number, paging: Paging) =>
  page(db, eq(quoteRequests.userId, userId), 'buyer', paging)

/** Sent, neither answered nor closed: the requests that may be waiting for the vendor's answer. */
const unanswered = and(isNull(quoteRequests.answeredAt), isNull(quoteRequests.threadClosedAt))

/** GET /vendors/{id}/quotes: the vendor's requests, with its "New" and "Waiting" counts. */
export async function vendorQuotePage(
  db: Database,
  vendorId: number,
  relation: QuoteRelation,
  paging: Paging,
): Promise<VendorQuotePage> {
  const ofVendor = eq(quoteRequests.vendorId, vendorId)
  // Waiting counts working days, which SQL does not: judged here over the unanswered ones.
  const [listed, open] = await Promise.all([
    page(db, ofVendor, relation, paging),
    db
      .select({ sentAt, openedAt: quoteRequests.openedAt })
      .from(quoteRequests)
      .where(and(ofVendor, eq(quoteRequests.status, 'sent'), unanswered)),
  ])
  const now = new Date()
  return {
    ...listed,
    new_count: open.filter((row) => row.openedAt === null).length,
    waiting_count: open.filter(
      (row) => row.sentAt !== null && isWaitingForAnswer('sent', row.sentAt, now),
    ).length,
  }
}

/** One request as the lists show it, to the reader standing in `relation` to it. */
export async function quoteSummary(
  db: Database,
  quoteId: number,
  relation: QuoteRelation,
): Promise<QuoteSummary> {
  const [row] = await summaries(db, eq(quoteRequests.id, quoteId))
  if (!row) throw new Error(`Quote request ${quoteId} vanished`)
  return summaryJson(row, relation, new Date())
}

/** The URL an attachment is served at to the thread's readers. */
export const attachmentUrl = (quoteId: number, attachmentId: number) =>
  `/api/v1/quotes/${quoteId}/attachments/${attachmentId}`

const author = alias(users, 'author')

async function replies(db: Database, quoteId: number): Promise<QuoteReply[]> {
  const rows = await db
    .select({
      reply: quoteReplies,
      firstName: author.firstName,
      lastName: author.lastName,
    })
    .from(quoteReplies)
    .leftJoin(author, eq(author.id, quoteReplies.authorId))
    .where(eq(quoteReplies.quoteRequestId, quoteId))
    .orderBy(asc(quoteReplies.createdAt), asc(quoteReplies.id))
  const files =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(quoteAttachments)
          .where(
            inArray(
              quoteAttachments.replyId,
              rows.map((row) => row.reply.id),
            ),
          )
          .orderBy(asc(quoteAttachments.id))
  return rows.map(({ reply, firstName, lastName }) => ({
    id: reply.id,
    side: reply.side,
    author:
      reply.authorId === null || firstName === null
        ? null
        : { id: reply.authorId, first_name: firstName, last_name: lastName ?? '' },
    text: reply.text,
    created_at: iso(reply.createdAt),
    attachments: files
      .filter((file) => file.replyId === reply.id)
      .map(
        (file): QuoteAttachment => ({
          id: file.id,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          url: attachmentUrl(quoteId, file.id),
        }),
      ),
  }))
}

/** GET /quotes/{id} and GET /vendors/{id}/quotes/{qid}. */
export async function quoteThread(
  db: Database,
  quoteId: number,
  relation: QuoteRelation,
): Promise<QuoteThread> {
  const [summary, [quote], replyList] = await Promise.all([
    quoteSummary(db, quoteId, relation),
    db
      .select({ emailText: quoteRequests.emailText, emailCc: quoteRequests.emailCc })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteId)),
    replies(db, quoteId),
  ])
  const open = summary.status !== 'closed'
  return {
    ...summary,
    email_text: quote?.emailText ?? '',
    email_cc: quote?.emailCc ?? [],
    replies: replyList,
    can_reply: open && relation !== 'admin',
    can_close: open && relation === 'buyer',
  }
}

/** The vendor's unanswered requests waiting past the reminder, for the weekly digest. */
export async function waitingQuotes(db: Database, companyId: number, now: Date) {
  const rows = await db
    .select({ id: quoteRequests.id, subject: quoteRequests.emailSubject, sentAt })
    .from(quoteRequests)
    .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
    .where(
      and(
        eq(vendors.companyId, companyId),
        eq(quoteRequests.status, 'sent'),
        unanswered,
        isNotNull(sentAt),
      ),
    )
    .orderBy(asc(sentAt), asc(quoteRequests.id))
  return rows.filter((row) => isWaitingForAnswer('sent', row.sentAt as Date, now))
}
