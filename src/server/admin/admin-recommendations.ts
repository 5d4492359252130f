import { and, count, desc, eq } from 'drizzle-orm'
import {
  ADMIN_RECOMMENDATIONS_PAGE_SIZE,
  type AdminRecommendation,
  type AdminRecommendationPage,
  type RecommendationChange,
  type RecommendationListQuery,
} from '../../domain/admin-recommendations.ts'
import type { Database } from '../db/client.ts'
import { companies, recommendations, users } from '../db/schema/index.ts'
import { recordAdminChange } from './audit-log.ts'

function recommendationsFrom(db: Database) {
  return db
    .select({
      recommendation: recommendations,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      buyerEmail: users.email,
      buyerCompany: companies.name,
    })
    .from(recommendations)
    .innerJoin(users, eq(users.id, recommendations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
}

type RecommendationRow = Awaited<ReturnType<typeof recommendationsFrom>>[number]

const iso = (date: Date | null) => (date ? date.toISOString() : null)

function toAdminRecommendation(row: RecommendationRow): AdminRecommendation {
  const r = row.recommendation
  return {
    id: r.id,
    kind: r.kind,
    tactic_name: r.tacticName,
    vendor_name: r.vendorName,
    vendor_website: r.vendorWebsite,
    vendor_email: r.vendorEmail,
    status: r.status,
    note: r.adminNote,
    created_at: r.createdAt.toISOString(),
    updated_at: iso(r.updatedAt),
    invited_at: iso(r.invitedAt),
    invited_email: r.invitedEmail,
    buyer: {
      id: r.userId,
      first_name: row.buyerFirstName,
      last_name: row.buyerLastName,
      email: row.buyerEmail,
      company_name: row.buyerCompany,
    },
  }
}

/** One page of the inbox, newest first, with how many the filter finds in all. */
export async function listRecommendations(
  db: Database,
  { status, kind, page }: RecommendationListQuery,
): Promise<AdminRecommendationPage> {
  const where = and(
    status ? eq(recommendations.status, status) : undefined,
    kind ? eq(recommendations.kind, kind) : undefined,
  )
  const rows = await recommendationsFrom(db)
    .where(where)
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
    .limit(ADMIN_RECOMMENDATIONS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_RECOMMENDATIONS_PAGE_SIZE)
  const [total] = await db.select({ count: count() }).from(recommendations).where(where)
  return {
    recommendations: rows.map(toAdminRecommendation),
    total: total?.count ?? 0,
    page,
    per_page: ADMIN_RECOMMENDATIONS_PAGE_SIZE,
  }
}

/** One recommendation as the admin site shows it, or undefined. */
export async function adminRecommendation(
  db: Database,
  id: number,
): Promise<AdminRecommendation | undefined> {
  const [row] = await recommendationsFrom(db).where(eq(recommendations.id, id))
  return row && toAdminRecommendation(row)
}

/** A recommendation as the audit log names it: the vendor, else its website. */
export const recommendationTarget = (recommendation: AdminRecommendation) => ({
  kind: 'recommendation',
  id: recommendation.id,
  label: recommendation.vendor_name ?? recommendation.vendor_website,
})

/** Sets the status and/or note the operator gave, and who changed it when, in the audit log too. */
export async function changeRecommendation(
  db: Database,
  recommendation: AdminRecommendation,
  change: RecommendationChange,
  operatorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(recommendations)
      .set({
        ...(change.status !== undefined && { status: change.status }),
        ...(change.note !== undefined && { adminNote: change.note }),
        updatedAt: new Date(),
        updatedBy: operatorId,
      })
      .where(eq(recommendations.id, recommendation.id))
    await recordAdminChange(tx, {
      actorId: operatorId,
      action: 'recommendation.changed',
      target: recommendationTarget(recommendation),
      before: { status: recommendation.status, note: recommendation.note },
      after: {
        status: change.status ?? recommendation.status,
        note: change.note ?? recommendation.note,
      },
    })
  })
}
