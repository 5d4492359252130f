import { and, eq } from 'drizzle-orm'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { BUYER_ACTION_MESSAGES, type QuoteUser } from '../../domain/buyer-actions.ts'
import { canContactVendor } from '../../domain/permissions.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { companies, tactics, users, vendors } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { pathId, vendorAccess } from '../vendors/vendor-access.ts'
import { VENDOR_NOT_FOUND } from '../vendors/vendor-json.ts'

export type ActionTarget = {
  vendor: typeof vendors.$inferSelect
  tactic: { id: number; name: string } | null
}

/**
 * The vendor (and tactic) a buyer action is about, after the one authorization check of
 * src/server/vendors/vendor-access.ts: 404 for an unknown id, 403 where `contact` demands a
 * non-member.
 */
export async function loadActionTarget(
  db: Database,
  user: SessionUser,
  rawVendorId: string | number,
  rawTacticId: string | number | null | undefined,
  need: 'share' | 'contact',
): Promise<ActionTarget> {
  const access = await vendorAccess(db, user, String(rawVendorId))
  if (need === 'contact' && !canContactVendor(access.viewer)) {
    throw new HttpError(403, AUTH_MESSAGES.forbidden)
  }
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, access.vendorId))
  if (!vendor) throw new HttpError(404, VENDOR_NOT_FOUND)
  if (rawTacticId === null || rawTacticId === undefined) return { vendor, tactic: null }
  const tacticId = pathId(String(rawTacticId))
  const [tactic] =
    tacticId === null
      ? []
      : await db
          .select({ id: tactics.id, name: tactics.name })
          .from(tactics)
          .where(and(eq(tactics.id, tacticId), eq(tactics.vendorId, vendor.id)))
  if (!tactic) throw new HttpError(404, BUYER_ACTION_MESSAGES.tacticNotFound)
  return { vendor, tactic }
}

/** The sender's details for quotes and invitation texts. */
export async function loadSender(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      phoneNumber: users.phoneNumber,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
  if (!row) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  return row
}

export type Sender = Awaited<ReturnType<typeof loadSender>>

/** The sender as a quote's answer carries it, and as the prefilled texts read it. */
export const quoteUser = (sender: Sender): QuoteUser => ({
  company_name: sender.companyName,
  email: sender.email,
  phone_number: sender.phoneNumber,
  first_name: sender.firstName,
  last_name: sender.lastName,
  job_title: sender.jobTitle,
})

export const fullName = (sender: Pick<Sender, 'firstName' | 'lastName'>) =>
  `${sender.firstName} ${sender.lastName}`.trim()

/** Links in emails to the public pages of docs/spec/marketplace.md §2. */
export function pageUrl(publicUrl: string, vendorId: number, tacticId?: number | null): string {
  const vendorPage = `${publicUrl}/company/${vendorId}`
  return tacticId ? `${vendorPage}/tactics/${tacticId}` : vendorPage
}
