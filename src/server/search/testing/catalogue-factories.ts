import { randomBytes } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import {
  tacticFilterOptions,
  tactics,
  tacticTacticTypes,
  vendorDiversityCertifications,
  vendorServiceCoverage,
  vendors,
  vendorVendorTypes,
} from '../../db/schema/index.ts'
import { createCompany } from '../../testing/factories.ts'

/** A word no seeded text contains, so a test can find exactly what it created. */
export const uniqueWord = (prefix = 'zq') => `${prefix}${randomBytes(4).toString('hex')}`

export type VendorLinks = {
  vendorTypeIds?: number[]
  coverage?: { geoAreaId: number; allChildren: boolean }[]
  certificationIds?: number[]
}

export async function createVendor(
  db: Database,
  overrides: Partial<typeof vendors.$inferInsert> = {},
  links: VendorLinks = {},
) {
  const company = await createCompany(db)
  const [vendor] = await db
    .insert(vendors)
    .values({
      companyId: company.id,
      name: `Vendor ${uniqueWord()}`,
      salesRepFirstName: 'Sam',
      salesRepLastName: 'Seller',
      salesRepEmail: 'sam@vendor.example',
      website: 'https://vendor.example',
      ...overrides,
    })
    .returning()
  if (!vendor) throw new Error('No vendor was created')
  const vendorId = vendor.id
  const types = (links.vendorTypeIds ?? []).map((vendorTypeId) => ({ vendorId, vendorTypeId }))
  const coverage = (links.coverage ?? []).map((area) => ({ vendorId, ...area }))
  const certifications = (links.certificationIds ?? []).map((certificationId) => ({
    vendorId,
    certificationId,
  }))
  if (types.length > 0) await db.insert(vendorVendorTypes).values(types)
  if (coverage.length > 0) await db.insert(vendorServiceCoverage).values(coverage)
  if (certifications.length > 0) {
    await db.insert(vendorDiversityCertifications).values(certifications)
  }
  return vendor
}

export type TacticLinks = { tacticTypeIds?: number[]; filterOptionIds?: number[] }

/** Tactics of one vendor written in one statement per table, as the app's bulk writes are. */
export async function createTactics(
  db: Database,
  rows: (Partial<typeof tactics.$inferInsert> & { vendorId: number })[],
  links: TacticLinks = {},
) {
  const created = await db
    .insert(tactics)
    .values(
      rows.map((row) => ({ name: `Tactic ${uniqueWord()}`, description: 'A tactic.', ...row })),
    )
    .returning()
  const typeRows = created.flatMap(({ id }) =>
    (links.tacticTypeIds ?? []).map((tacticTypeId) => ({ tacticId: id, tacticTypeId })),
  )
  const optionRows = created.flatMap(({ id }) =>
    (links.filterOptionIds ?? []).map((filterOptionId) => ({ tacticId: id, filterOptionId })),
  )
  if (typeRows.length > 0) await db.insert(tacticTacticTypes).values(typeRows)
  if (optionRows.length > 0) await db.insert(tacticFilterOptions).values(optionRows)
  return created
}

export async function createTactic(
  db: Database,
  row: Partial<typeof tactics.$inferInsert> & { vendorId: number },
  links: TacticLinks = {},
) {
  const [tactic] = await createTactics(db, [row], links)
  if (!tactic) throw new Error('No tactic was created')
  return tactic
}
