import { and, eq, isNull } from 'drizzle-orm'
import type { AdminRecommendation } from '../../domain/admin-recommendations.ts'
import { nudgeTexts } from '../../domain/prefilled-texts.ts'
import { loadSender, quoteUser } from '../buyer-actions/action-target.ts'
import type { Database } from '../db/client.ts'
import { recommendations } from '../db/schema/index.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { recommendationTarget } from './admin-recommendations.ts'
import { recordAdminChange } from './audit-log.ts'

/** Where the invited vendor starts: the marketplace's registration. */
const registrationUrl = (publicUrl: string) => `${publicUrl}/sign-up`

/**
 * Sends a recommended vendor the Invite Vendor email of docs/spec/marketplace.md §5, in the
 * operator's name, and marks the recommendation contacted, in one transaction. False when it was
 * invited already (by a concurrent request too): nothing is sent twice.
 */
export async function inviteRecommendedVendor(
  db: Database,
  publicUrl: string,
  recommendation: AdminRecommendation,
  to: string,
  operatorId: number,
): Promise<boolean> {
  const sender = await loadSender(db, operatorId)
  // A tactic's recommendation may name no company: its website names it then.
  const vendorName = recommendation.vendor_name ?? recommendation.vendor_website
  const texts = nudgeTexts(quoteUser(sender), vendorName, false)
  const now = new Date()
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(recommendations)
      .set({
        status: 'contacted',
        invitedAt: now,
        invitedEmail: to,
        updatedAt: now,
        updatedBy: operatorId,
      })
      .where(and(eq(recommendations.id, recommendation.id), isNull(recommendations.invitedAt)))
      .returning({ id: recommendations.id })
    if (marked.length === 0) return false
    await recordAdminChange(tx, {
      actorId: operatorId,
      action: 'recommendation.vendor_invited',
      target: recommendationTarget(recommendation),
      before: { status: recommendation.status, invited_email: null },
      after: { status: 'contacted', invited_email: to },
    })
    await enqueueMail(tx, {
      to,
      replyTo: sender.email,
      subject: texts.subject,
      paragraphs: [texts.text],
      action: { label: 'Register', url: registrationUrl(publicUrl) },
    })
    return true
  })
}
