import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import {
  BUYER_ACTION_MESSAGES,
  QuoteCreateSchema,
  type QuoteData,
  QuoteSendSchema,
} from '../../domain/buyer-actions.ts'
import { quoteTexts } from '../../domain/prefilled-texts.ts'
import { emailKey } from '../accounts/email-key.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { quoteRequests, vendors } from '../db/schema/index.ts'
import { fieldErrors, HttpError } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { VENDOR_NOT_FOUND } from '../vendors/vendor-json.ts'
import { limitActionMails } from './action-mail-limit.ts'
import { loadActionTarget, loadSender, quoteUser } from './action-target.ts'
import { quoteRequestMail } from './quote-request-mail.ts'
import { vendorContacts } from './vendor-contacts.ts'

/** The user's own draft quote of the path; 404 for anyone else's, 422 once sent or discarded. */
async function ownDraft(c: { var: ServerEnv['Variables'] }, rawId: string) {
  const id = pathId(rawId)
  const user = c.var.user
  if (!user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  const [quote] =
    id === null ? [] : await c.var.db.select().from(quoteRequests).where(eq(quoteRequests.id, id))
  if (!quote) throw new HttpError(404, BUYER_ACTION_MESSAGES.quoteNotFound)
  if (quote.userId !== user.id) throw new HttpError(403, AUTH_MESSAGES.forbidden)
  if (quote.status !== 'draft') throw new HttpError(422, BUYER_ACTION_MESSAGES.quoteClosed)
  return quote
}

/** Request a quote (docs/spec/marketplace.md §3, §4, §7; docs/api-buyer-actions.md). */
export const requestQuoteRoutes = new Hono<ServerEnv>()
  .post('/request_quote', requireUser, idempotent, jsonBody(QuoteCreateSchema), async (c) => {
    const body = c.req.valid('json')
    const { vendor, tactic } = await loadActionTarget(
      c.var.db,
      c.var.user,
      body.vendor_id,
      body.tactic_id,
      'contact',
    )
    const user = quoteUser(await loadSender(c.var.db, c.var.user.id))
    const texts = quoteTexts(user, vendor.name, tactic?.name ?? null)
    const [quote] = await c.var.db
      .insert(quoteRequests)
      .values({
        userId: c.var.user.id,
        vendorId: vendor.id,
        tacticId: tactic?.id ?? null,
        searchId: body.search_id ?? null,
      })
      .returning({ id: quoteRequests.id })
    const data: QuoteData = {
      request_quote_id: quote?.id as number,
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      tactic_id: tactic?.id ?? null,
      tactic_name: tactic?.name ?? null,
      search_id: body.search_id ?? null,
      email_to: (await vendorContacts(c.var.db, vendor)).map((contact) => contact.recipient),
      email_cc: [],
      email_subject: texts.subject,
      email_text: texts.text,
      user,
    }
    return c.json({ data }, 201)
  })
  .put('/request_quote/:id', requireUser, idempotent, jsonBody(QuoteSendSchema), async (c) => {
    const quote = await ownDraft(c, c.req.param('id'))
    const body = c.req.valid('json')
    const [vendor] = quote.vendorId
      ? await c.var.db.select().from(vendors).where(eq(vendors.id, quote.vendorId))
      : []
    if (!vendor) throw new HttpError(404, VENDOR_NOT_FOUND)
    const to = (await vendorContacts(c.var.db, vendor)).map((contact) => contact.email)
    const isContact = (email: string) => to.some((e) => emailKey(e) === emailKey(email))
    const strangers = body.email_to.filter((email) => !isContact(email))
    if (strangers.length > 0) {
      return fieldErrors(c, { email_to: [BUYER_ACTION_MESSAGES.notVendorContact(strangers)] })
    }
    await limitActionMails(c.var.db, c.var.user.id)
    await limitUserMail(c.var.db, c.var.user.id, { typed: body.email_cc, chosen: to.length })
    const sender = await loadSender(c.var.db, c.var.user.id)
    await c.var.db.transaction(async (tx) => {
      const now = new Date()
      const closed = await tx
        .update(quoteRequests)
        .set({
          status: 'sent',
          emailTo: to,
          emailCc: body.email_cc,
          emailSubject: body.email_subject,
          emailText: body.email_text,
          closedAt: now,
          lastActivityAt: now,
        })
        .where(and(eq(quoteRequests.id, quote.id), eq(quoteRequests.status, 'draft')))
        .returning({ id: quoteRequests.id })
      if (closed.length === 0) throw new HttpError(422, BUYER_ACTION_MESSAGES.quoteClosed)
      await enqueueMail(
        tx,
        quoteRequestMail(c.var.config.publicUrl, sender, {
          id: quote.id,
          to,
          cc: body.email_cc,
          subject: body.email_subject,
          text: body.email_text,
        }),
      )
    })
    return c.json({ data: { request_quote_id: quote.id, status: 'sent' as const } }, 200)
  })
  .put('/request_quote/:id/discard', requireUser, idempotent, async (c) => {
    const quote = await ownDraft(c, c.req.param('id'))
    await c.var.db
      .update(quoteRequests)
      .set({ status: 'discarded', closedAt: new Date() })
      .where(and(eq(quoteRequests.id, quote.id), eq(quoteRequests.status, 'draft')))
    return c.json({ data: { request_quote_id: quote.id, status: 'discarded' as const } }, 200)
  })
