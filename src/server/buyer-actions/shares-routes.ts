import { Hono } from 'hono'
import { ShareSchema } from '../../domain/buyer-actions.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { Database } from '../db/client.ts'
import { shares } from '../db/schema/index.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { limitActionMails } from './action-mail-limit.ts'
import { fullName, loadActionTarget, loadSender, pageUrl } from './action-target.ts'

type Share = {
  userId: number
  vendor: { id: number; name: string }
  tactic: { id: number; name: string } | null
  searchId: number | null
  emails: string[]
  message: string
  publicUrl: string
}

/** The record and one email per recipient (no one sees the others' addresses). */
async function share(db: Database, input: Share) {
  await limitActionMails(db, input.userId)
  await limitUserMail(db, input.userId, { typed: input.emails })
  const sender = await loadSender(db, input.userId)
  const page = input.tactic ? `${input.tactic.name} by ${input.vendor.name}` : input.vendor.name
  await db.transaction(async (tx) => {
    await tx.insert(shares).values({
      userId: input.userId,
      vendorId: input.vendor.id,
      tacticId: input.tactic?.id ?? null,
      searchId: input.searchId,
      emails: input.emails,
      message: input.message,
    })
    for (const to of input.emails) {
      await enqueueMail(tx, {
        to,
        replyTo: sender.email,
        subject: `${fullName(sender)} shared ${page} with you`,
        paragraphs: [
          `${fullName(sender)} thinks you may be interested in ${page}.`,
          input.message.trim(),
        ].filter(Boolean),
        action: {
          label: input.tactic ? 'View Tactic Details' : 'View Profile',
          url: pageUrl(input.publicUrl, input.vendor.id, input.tactic?.id),
        },
      })
    }
  })
}

/** Share by email (docs/spec/marketplace.md §3, §5, §7; docs/api-buyer-actions.md). */
export const shareRoutes = new Hono<ServerEnv>()
  .post(
    '/vendors/:id/share_via_email',
    requireUser,
    idempotent,
    jsonBody(ShareSchema),
    async (c) => {
      const body = c.req.valid('json')
      const { vendor } = await loadActionTarget(
        c.var.db,
        c.var.user,
        c.req.param('id'),
        null,
        'share',
      )
      await share(c.var.db, {
        userId: c.var.user.id,
        vendor,
        tactic: null,
        searchId: body.search_id ?? null,
        emails: body.emails,
        message: body.message,
        publicUrl: c.var.config.publicUrl,
      })
      return c.json({ data: { emails: body.emails } }, 200)
    },
  )
  .post(
    '/vendors/:id/tactics/:tacticId/share_via_email',
    requireUser,
    idempotent,
    jsonBody(ShareSchema),
    async (c) => {
      const body = c.req.valid('json')
      const { vendor, tactic } = await loadActionTarget(
        c.var.db,
        c.var.user,
        c.req.param('id'),
        c.req.param('tacticId'),
        'share',
      )
      await share(c.var.db, {
        userId: c.var.user.id,
        vendor,
        tactic,
        searchId: body.search_id ?? null,
        emails: body.emails,
        message: body.message,
        publicUrl: c.var.config.publicUrl,
      })
      return c.json({ data: { emails: body.emails } }, 200)
    },
  )
