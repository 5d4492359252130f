import { Hono } from 'hono'
import { RecommendTacticSchema, RecommendVendorSchema } from '../../domain/buyer-actions.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { Database } from '../db/client.ts'
import { recommendations } from '../db/schema/index.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { limitActionMails } from './action-mail-limit.ts'
import { fullName, loadSender } from './action-target.ts'

type Recommendation = {
  kind: 'vendor' | 'tactic'
  tacticName: string | null
  vendorName: string | null
  vendorWebsite: string
  vendorEmail: string | null
  searchId: number | null
}

/** The record and one email to the operators' address (RECOMMENDATIONS_EMAIL). */
async function recommend(db: Database, userId: number, to: string, r: Recommendation) {
  await limitActionMails(db, userId)
  await limitUserMail(db, userId, { typed: [], chosen: 1 })
  const sender = await loadSender(db, userId)
  const what = r.kind === 'vendor' ? `vendor ${r.vendorName}` : `tactic ${r.tacticName}`
  const lines = [
    r.tacticName ? `Tactic name: ${r.tacticName}` : '',
    r.vendorName ? `Company name: ${r.vendorName}` : '',
    `Company website: ${r.vendorWebsite}`,
    r.vendorEmail ? `Company email: ${r.vendorEmail}` : '',
  ].filter(Boolean)
  await db.transaction(async (tx) => {
    await tx.insert(recommendations).values({ userId, ...r })
    await enqueueMail(tx, {
      to,
      replyTo: sender.email,
      subject: `Recommended ${what}`,
      paragraphs: [
        `${fullName(sender)} (${sender.email}${sender.companyName ? `, ${sender.companyName}` : ''}) recommends a ${r.kind} missing from the marketplace.`,
        lines.join('\n'),
      ],
    })
  })
}

const orNull = (text: string | undefined) => (text ? text : null)

/** Recommend a missing vendor or tactic (docs/spec/marketplace.md §3, §5, §7); login required. */
export const recommendationRoutes = new Hono<ServerEnv>()
  .post(
    '/recommend_vendor',
    requireUser,
    idempotent,
    jsonBody(RecommendVendorSchema),
    async (c) => {
      const body = c.req.valid('json')
      await recommend(c.var.db, c.var.user.id, c.var.config.recommendationsEmail, {
        kind: 'vendor',
        tacticName: null,
        vendorName: body.vendor_name,
        vendorWebsite: body.vendor_website,
        vendorEmail: orNull(body.vendor_email),
        searchId: body.search_id ?? null,
      })
      return c.json({ data: { recommended: 'vendor' as const } }, 200)
    },
  )
  .post(
    '/recommend_tactic',
    requireUser,
    idempotent,
    jsonBody(RecommendTacticSchema),
    async (c) => {
      const body = c.req.valid('json')
      await recommend(c.var.db, c.var.user.id, c.var.config.recommendationsEmail, {
        kind: 'tactic',
        tacticName: body.tactic_name,
        vendorName: orNull(body.vendor_name),
        vendorWebsite: body.vendor_website,
        vendorEmail: orNull(body.vendor_email),
        searchId: body.search_id ?? null,
      })
      return c.json({ data: { recommended: 'tactic' as const } }, 200)
    },
  )
