import { Hono } from 'hono'
import { type NudgeData, NudgeSchema } from '../../domain/buyer-actions.ts'
import { nudgeTexts } from '../../domain/prefilled-texts.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { vendorNudges } from '../db/schema/index.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { limitActionMails } from './action-mail-limit.ts'
import { loadActionTarget, loadSender, pageUrl, quoteUser } from './action-target.ts'

/** Inviting is contacting: not for the vendor's own members. */
const nudgedVendor = (db: Database, user: SessionUser, vendorId: string) =>
  loadActionTarget(db, user, vendorId, null, 'contact')

/** Invite vendor from the nudge banner (docs/spec/marketplace.md §2, §3, §5, §7). */
export const nudgeRoutes = new Hono<ServerEnv>()
  .get('/nudges/:vendorId', requireUser, async (c) => {
    const { vendor } = await nudgedVendor(c.var.db, c.var.user, c.req.param('vendorId'))
    const texts = nudgeTexts(quoteUser(await loadSender(c.var.db, c.var.user.id)), vendor.name)
    const data: NudgeData = {
      vendor_name: vendor.name,
      email_subject: texts.subject,
      email_text: texts.text,
    }
    return c.json({ data }, 200)
  })
  .post('/nudges/:vendorId', requireUser, idempotent, jsonBody(NudgeSchema), async (c) => {
    const body = c.req.valid('json')
    const { vendor } = await nudgedVendor(c.var.db, c.var.user, c.req.param('vendorId'))
    await limitActionMails(c.var.db, c.var.user.id)
    await limitUserMail(c.var.db, c.var.user.id, { typed: body.email_to })
    const sender = await loadSender(c.var.db, c.var.user.id)
    await c.var.db.transaction(async (tx) => {
      await tx.insert(vendorNudges).values({
        userId: c.var.user.id,
        vendorId: vendor.id,
        searchId: body.search_id ?? null,
        emailTo: body.email_to,
        emailSubject: body.email_subject,
        emailText: body.email_text,
      })
      for (const to of body.email_to) {
        await enqueueMail(tx, {
          to,
          replyTo: sender.email,
          subject: body.email_subject,
          paragraphs: [body.email_text],
          action: {
            label: 'View Profile',
            url: pageUrl(c.var.config.publicUrl, vendor.id),
          },
        })
      }
    })
    return c.json({ data: { email_to: body.email_to } }, 200)
  })
