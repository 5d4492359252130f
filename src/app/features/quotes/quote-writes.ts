import { QUOTE_ATTACHMENT_FIELD, type QuoteBatchInput, type QuoteOutcome } from '#domain/quotes.ts'
import { keptRequest } from '../../api/kept-request.ts'
import { keptMultipart } from '../../offline/outbox/kept-multipart.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'

/** Every quote write the outbox keeps, beside share, quote, recommend and the shortlists'. */
export const QUOTE_WRITE_KINDS = [
  'quote_reply',
  'quote_close',
  'quote_nudge',
  'quote_batch',
] as const
/** The writes about one request, which its thread shows while they wait. */
export type QuoteWriteKind = Exclude<(typeof QUOTE_WRITE_KINDS)[number], 'quote_batch'>

export const isQuoteWrite = (submission: Pick<Submission, 'kind'>) =>
  (QUOTE_WRITE_KINDS as readonly string[]).includes(submission.kind)

/** What a thread shows of a write while it waits: which request, and the reply or outcome. */
export type QuoteWriteView = {
  quoteId: number
  text?: string
  files?: { name: string; size: number }[]
  outcome?: QuoteOutcome
}

/** A write as the outbox keeps it, before its key is given. */
export type QuoteWrite = Omit<Submission, 'idempotencyKey' | 'view'> & {
  kind: QuoteWriteKind
  view: QuoteWriteView
}

/** Who a thread is with, for the outbox's list ("Reply to Brightshelf Media"). */
type Thread = { id: number; with: string }

/**
 * POST /quotes/{id}/replies, multipart: the text and up to 5 files, which the outbox keeps as
 * Blobs when there is no network (§3 "replies written offline are sent once").
 */
export function replyWrite(thread: Thread, text: string, files: File[]): QuoteWrite {
  return {
    kind: 'quote_reply',
    ...keptRequest('$post', '/quotes/:id/replies', { id: thread.id }, undefined),
    body: keptMultipart(
      { text },
      files.map((file) => ({ field: QUOTE_ATTACHMENT_FIELD, name: file.name, blob: file })),
    ),
    summary: `Reply to ${thread.with}`,
    view: {
      quoteId: thread.id,
      text,
      files: files.map((file) => ({ name: file.name, size: file.size })),
    },
  }
}

/** PUT /quotes/{id}/close with the buyer's outcome. */
export const closeWrite = (thread: Thread, outcome: QuoteOutcome): QuoteWrite => ({
  kind: 'quote_close',
  ...keptRequest('$put', '/quotes/:id/close', { id: thread.id }, { outcome }),
  summary: `Close the request to ${thread.with}`,
  view: { quoteId: thread.id, outcome },
})

/** POST /quotes/{id}/nudge: the seeds' nudge email to a vendor that has not answered. */
export const nudgeWrite = (thread: Thread): QuoteWrite => ({
  kind: 'quote_nudge',
  ...keptRequest('$post', '/quotes/:id/nudge', { id: thread.id }, undefined),
  summary: `Nudge ${thread.with}`,
  view: { quoteId: thread.id },
})

/**
 * POST /quotes: "Request quotes" from a shortlist, one request per vendor with one text (§3); the
 * answer lists the requests made.
 */
export const batchWrite = (
  list: { name: string },
  body: QuoteBatchInput,
): Omit<Submission, 'idempotencyKey'> => ({
  kind: 'quote_batch',
  ...keptRequest('$post', '/quotes', {}, body),
  summary: `Request quotes from ${body.targets.length} ${body.targets.length === 1 ? 'vendor' : 'vendors'} of ${list.name}`,
})
