import { Readable } from 'node:stream'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  QUOTE_ATTACHMENT_FIELD,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENTS_MAX,
  QUOTE_MESSAGES,
  QuoteBatchSchema,
  QuoteCloseSchema,
  QuotePageQuerySchema,
} from '../../domain/quotes.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { quoteAttachments, quoteReplies } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { quoteReader, quoteWriter } from './quote-access.ts'
import { contentDisposition, storeAttachments } from './quote-attachments.ts'
import { buyerQuotePage, quotePaging, quoteSummary, quoteThread } from './quote-queries.ts'
import { replyBody, replyInput } from './quote-reply-body.ts'
import { addReply, closeQuote, markOpened, nudgeQuote, sendQuotes } from './quote-writes.ts'

const tooLarge = { [QUOTE_ATTACHMENT_FIELD]: [QUOTE_MESSAGES.attachmentTooLarge] }

/**
 * Quote threads as the buyer follows them, and the calls both sides share (docs/spec/workspace.md
 * §3, §7; docs/api-quotes.md). Who reads a thread is decided in quote-access.ts; super_admin reads
 * every thread and writes in none.
 */
export const quoteRoutes = new Hono<ServerEnv>()
  .get('/quotes', requireUser, queryParams(QuotePageQuerySchema), async (c) =>
    c.json(await buyerQuotePage(c.var.db, c.var.user.id, quotePaging(c.req.valid('query')))),
  )
  .post('/quotes', requireUser, idempotent, jsonBody(QuoteBatchSchema), async (c) => {
    const ids = await sendQuotes(c.var.db, c.var.user, c.var.config.publicUrl, c.req.valid('json'))
    const quotes = await Promise.all(ids.map((id) => quoteSummary(c.var.db, id, 'buyer')))
    return c.json({ quotes }, 201)
  })
  .get('/quotes/:id', requireUser, quoteReader(), async (c) => {
    const { quote, relation } = c.var.quote
    if (relation === 'vendor') await markOpened(c.var.db, quote.id)
    return c.json(await quoteThread(c.var.db, quote.id, relation))
  })
  .post(
    '/quotes/:id/replies',
    requireUser,
    multipartLimit(QUOTE_ATTACHMENT_MAX_BYTES * QUOTE_ATTACHMENTS_MAX, tooLarge),
    quoteReader(),
    quoteWriter(['buyer', 'vendor']),
    idempotent,
    replyBody,
    async (c) => {
      const { text, files } = replyInput(c)
      const access = c.var.quote
      if (access.quote.threadClosedAt) throw new HttpError(422, QUOTE_MESSAGES.closed)
      const stored = await storeAttachments(c.var.storage, files)
      const { db, user, config } = c.var
      const replyId = await addReply(db, access, user, config.publicUrl, { text, files: stored })
      const thread = await quoteThread(db, access.quote.id, access.relation)
      const reply = thread.replies.find((r) => r.id === replyId)
      return c.json({ reply, quote: thread }, 201)
    },
  )
  .put(
    '/quotes/:id/close',
    requireUser,
    quoteReader(),
    quoteWriter(['buyer']),
    idempotent,
    jsonBody(QuoteCloseSchema),
    async (c) => {
      const id = c.var.quote.quote.id
      await closeQuote(c.var.db, id, c.req.valid('json').outcome)
      return c.json({ quote: await quoteSummary(c.var.db, id, 'buyer') })
    },
  )
  .post(
    '/quotes/:id/nudge',
    requireUser,
    quoteReader(),
    quoteWriter(['buyer']),
    idempotent,
    async (c) => {
      const access = c.var.quote
      await nudgeQuote(c.var.db, access, c.var.user, c.var.config.publicUrl)
      return c.json({ quote: await quoteSummary(c.var.db, access.quote.id, 'buyer') })
    },
  )
  .get('/quotes/:id/attachments/:attachmentId', requireUser, quoteReader(), async (c) => {
    const attachmentId = pathId(c.req.param('attachmentId'))
    const [file] =
      attachmentId === null
        ? []
        : await c.var.db
            .select({ attachment: quoteAttachments })
            .from(quoteAttachments)
            .innerJoin(quoteReplies, eq(quoteReplies.id, quoteAttachments.replyId))
            .where(
              and(
                eq(quoteAttachments.id, attachmentId),
                eq(quoteReplies.quoteRequestId, c.var.quote.quote.id),
              ),
            )
    const upload = file && (await c.var.storage.read(file.attachment.storageKey))
    if (!file || !upload) throw new HttpError(404, QUOTE_MESSAGES.attachmentNotFound)
    const { name, contentType } = file.attachment
    c.header('Content-Type', contentType)
    c.header('Content-Length', String(upload.size))
    c.header('Content-Disposition', contentDisposition(name, contentType))
    // Cache-Control is the session's no-store (session-middleware.ts): stricter than private.
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    return c.body(Readable.toWeb(upload.body) as ReadableStream)
  })
