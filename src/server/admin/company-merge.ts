import { sql } from 'drizzle-orm'
import { ADMIN_COMPANY_MESSAGES, type AdminCompany } from '../../domain/admin-companies.ts'
import type { Database } from '../db/client.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import { bumpCatalogueVersion } from '../search/catalogue-version.ts'
import { adminCompany } from './admin-companies.ts'
import { recordAdminChange } from './audit-log.ts'

/** Rows of a vendor's activity that follow it to the kept vendor. */
const VENDOR_ACTIVITY_TABLES = [
  'tactics',
  'quote_requests',
  'recommendations',
  'shares',
  'vendor_nudges',
  'search_website_visits',
  'catalogue_views',
]

/** Moves one vendor's tactics, choices of lookups (the union of both) and activity to another, then deletes it. */
async function mergeVendors(tx: Database, gone: number, kept: number) {
  await tx.execute(sql`INSERT INTO vendor_vendor_types (vendor_id, vendor_type_id)
    SELECT ${kept}::int, vendor_type_id FROM vendor_vendor_types WHERE vendor_id = ${gone}
    ON CONFLICT DO NOTHING`)
  await tx.execute(sql`INSERT INTO vendor_diversity_certifications (vendor_id, certification_id)
    SELECT ${kept}::int, certification_id FROM vendor_diversity_certifications WHERE vendor_id = ${gone}
    ON CONFLICT DO NOTHING`)
  await tx.execute(sql`INSERT INTO vendor_service_coverage (vendor_id, geo_area_id, all_children)
    SELECT ${kept}::int, geo_area_id, all_children FROM vendor_service_coverage WHERE vendor_id = ${gone}
    ON CONFLICT (vendor_id, geo_area_id) DO UPDATE
    SET all_children = vendor_service_coverage.all_children OR excluded.all_children`)
  for (const table of VENDOR_ACTIVITY_TABLES) {
    await tx.execute(
      sql`UPDATE ${sql.raw(table)} SET vendor_id = ${kept} WHERE vendor_id = ${gone}`,
    )
  }
  // Its booths follow it to the events the kept vendor is not at; where both are, the kept one's
  // stays and its own goes with it.
  await tx.execute(sql`UPDATE event_exhibitors SET vendor_id = ${kept} WHERE vendor_id = ${gone}
    AND event_id NOT IN (SELECT event_id FROM event_exhibitors WHERE vendor_id = ${kept})`)
  // Its search documents and suggestions go with it (their foreign keys cascade).
  await tx.execute(sql`DELETE FROM vendors WHERE id = ${gone}`)
}

/**
 * Merges a company into another that is the same firm, in one transaction: its members, join
 * requests and invitations, its vendor profile (or, when both have one, its tactics, choices and
 * activity) move to the kept company, then it is deleted. A CPG company's members joining a vendor
 * company become its vendor users. A vendor company is never merged into a CPG company.
 */
export async function mergeCompanies(
  db: Database,
  goneId: number,
  keptId: number,
  actorId: number,
): Promise<AdminCompany> {
  if (goneId === keptId) throw new FieldError({ into_id: [ADMIN_COMPANY_MESSAGES.mergeSelf] })
  await db.transaction(async (tx) => {
    // Both rows locked, lower id first, so two merges of one pair cannot deadlock.
    await tx.execute(
      sql`SELECT id FROM companies WHERE id IN (${goneId}, ${keptId}) ORDER BY id FOR UPDATE`,
    )
    const gone = await adminCompany(tx, goneId)
    if (!gone) throw new HttpError(404, ADMIN_COMPANY_MESSAGES.notFound)
    const kept = await adminCompany(tx, keptId)
    if (!kept) throw new FieldError({ into_id: [ADMIN_COMPANY_MESSAGES.notFound] })
    if (gone.company_type === 'vendor' && kept.company_type === 'cpg') {
      throw new HttpError(409, ADMIN_COMPANY_MESSAGES.vendorIntoCpg)
    }
    await tx.execute(sql`UPDATE users SET company_id = ${keptId}, updated_at = now(),
        role = CASE WHEN ${kept.company_type} = 'vendor' AND role = 'cpg_user' THEN 'vendor_user' ELSE role END
      WHERE company_id = ${goneId}`)
    await tx.execute(
      sql`UPDATE company_join_requests SET company_id = ${keptId} WHERE company_id = ${goneId}`,
    )
    await tx.execute(
      sql`UPDATE invitations SET company_id = ${keptId} WHERE company_id = ${goneId}`,
    )
    if (gone.vendor_id !== null && kept.vendor_id !== null) {
      await mergeVendors(tx, gone.vendor_id, kept.vendor_id)
    } else if (gone.vendor_id !== null) {
      await tx.execute(sql`UPDATE vendors SET company_id = ${keptId} WHERE id = ${gone.vendor_id}`)
    }
    await tx.execute(sql`DELETE FROM companies WHERE id = ${goneId}`)
    const after = (await adminCompany(tx, keptId)) as AdminCompany
    await recordAdminChange(tx, {
      actorId,
      action: 'company.merged',
      target: { kind: 'company', id: goneId, label: gone.name },
      before: { merged: gone, kept },
      after: { kept: after },
    })
  })
  await bumpCatalogueVersion(db)
  return (await adminCompany(db, keptId)) as AdminCompany
}
