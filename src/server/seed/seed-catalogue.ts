import type { Database } from '../db/client.ts'
import {
  companies,
  vendorDiversityCertifications,
  vendorServiceCoverage,
  vendors,
  vendorVendorTypes,
} from '../db/schema/index.ts'
import { vendorNameColumns, vendorNameSkeleton } from '../vendors/vendor-name-identity.ts'
import { insertInBatches, insertIntegerLinks, insertReturningIds } from './batch-insert.ts'
import { wordList } from './catalogue-words.ts'
import type { CompanyNameRegistry } from './company-names.ts'
import { itemAt } from './item-at.ts'
import type { SeedImageWriter } from './logos.ts'
import { randomFor } from './random.ts'
import { randomCreatedAt } from './seed-clock.ts'
import type { SeededLookups } from './seed-lookups.ts'
import { generateVendor, type VendorSpec } from './vendor-generator.ts'

/** Fictional brand owners shown as registered CPG clients; the first one employs the demo buyer. */
export const CPG_COMPANY_NAMES = wordList(`
  Northfield Foods|Bluecrest Beverage Co.|Harvest Lane Snacks|Maple & Rye Bakery Co.|
  Cedar Ridge Dairy|Sunpeak Personal Care|Copper Kettle Coffee Co.|Silverbrook Household|
  Prairie Gold Pet Foods|Tidewater Seafood Co.|Greenhollow Organics|Summit Spring Water|
  Lakeshore Confections|Redwood Home Essentials|Bright Morning Cereals|Oakhaven Baby Care`)

/** Vendors are generated and written this many at a time to keep memory flat. */
const VENDOR_CHUNK_SIZE = 1_000

/** What the tactics need to know about a seeded vendor. */
export type SeededVendor = {
  id: number
  companyId: number
  stem: string
  createdAt: Date
  focusGroupIndex: number
  tacticWeight: number
}

export async function seedCpgCompanies(
  db: Database,
  names: CompanyNameRegistry,
  images: SeedImageWriter,
): Promise<number[]> {
  const rows = []
  for (const [index, fullName] of CPG_COMPANY_NAMES.entries()) {
    const claimed = names.claim(fullName)
    if (!claimed) throw new Error(`Duplicate CPG company name ${fullName}`)
    rows.push({
      name: claimed.name,
      nameSkeleton: vendorNameSkeleton(claimed.name),
      website: `https://${claimed.slug}.example`,
      domain: `${claimed.slug}.example`,
      companyType: 'cpg' as const,
      logoUrl: await images.cpgLogoUrl(claimed.name, claimed.slug),
      createdAt: randomCreatedAt(randomFor('cpg', index)),
    })
  }
  return insertReturningIds(db, companies, rows)
}

function vendorRow(spec: VendorSpec, companyId: number, logoUrl: string) {
  return {
    companyId,
    ...vendorNameColumns(spec.name),
    logoUrl,
    salesRepFirstName: spec.salesRepFirstName,
    salesRepLastName: spec.salesRepLastName,
    salesRepEmail: spec.salesRepEmail,
    salesRepMobilePhone: spec.salesRepMobilePhone,
    website: spec.website,
    description: spec.description,
    yearOfEstablishment: spec.yearOfEstablishment,
    videos: spec.videos,
    featured: spec.featured,
    nudgeBanner: spec.nudgeBanner,
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
  }
}

async function insertVendorJoins(
  db: Database,
  specs: readonly VendorSpec[],
  vendorIds: readonly number[],
  lookups: SeededLookups,
): Promise<void> {
  const withIds = specs.map((spec, index) => ({ spec, vendorId: itemAt(vendorIds, index) }))
  const typeRows = withIds.flatMap(({ spec, vendorId }) =>
    spec.typeSlugs.map((slug) => ({
      vendorId,
      vendorTypeId: lookups.vendorTypeIds.get(slug) as number,
    })),
  )
  const coverageRows = withIds.flatMap(({ spec, vendorId }) =>
    spec.coverage.map((area) => ({ vendorId, ...area })),
  )
  const certificationRows = withIds.flatMap(({ spec, vendorId }) =>
    spec.certificationIds.map((certificationId) => ({ vendorId, certificationId })),
  )
  await insertIntegerLinks(db, vendorVendorTypes, ['vendorId', 'vendorTypeId'], typeRows)
  await insertInBatches(db, vendorServiceCoverage, coverageRows)
  await insertIntegerLinks(
    db,
    vendorDiversityCertifications,
    ['vendorId', 'certificationId'],
    certificationRows,
  )
}

async function seedVendorChunk(
  db: Database,
  specs: readonly VendorSpec[],
  lookups: SeededLookups,
  images: SeedImageWriter,
): Promise<SeededVendor[]> {
  const logoUrls: string[] = []
  for (const spec of specs) logoUrls.push(await images.vendorLogoUrl(spec.name, spec.slug))
  const companyIds = await insertReturningIds(
    db,
    companies,
    specs.map((spec, index) => ({
      name: spec.name,
      nameSkeleton: vendorNameSkeleton(spec.name),
      website: spec.website,
      domain: `${spec.slug}.example`,
      companyType: 'vendor' as const,
      logoUrl: itemAt(logoUrls, index),
      createdAt: spec.createdAt,
    })),
  )
  const vendorIds = await insertReturningIds(
    db,
    vendors,
    specs.map((spec, index) => vendorRow(spec, itemAt(companyIds, index), itemAt(logoUrls, index))),
  )
  await insertVendorJoins(db, specs, vendorIds, lookups)
  return specs.map((spec, index) => ({
    id: itemAt(vendorIds, index),
    companyId: itemAt(companyIds, index),
    stem: spec.stem,
    createdAt: spec.createdAt,
    focusGroupIndex: spec.focusGroupIndex,
    tacticWeight: spec.tacticWeight,
  }))
}

export async function seedVendors(
  db: Database,
  count: number,
  context: { lookups: SeededLookups; names: CompanyNameRegistry; images: SeedImageWriter },
): Promise<SeededVendor[]> {
  const seeded: SeededVendor[] = []
  for (let start = 0; start < count; start += VENDOR_CHUNK_SIZE) {
    const end = Math.min(count, start + VENDOR_CHUNK_SIZE)
    const specs: VendorSpec[] = []
    for (let index = start; index < end; index++) {
      specs.push(generateVendor(index, context.lookups, context.names))
    }
    seeded.push(...(await seedVendorChunk(db, specs, context.lookups, context.images)))
  }
  return seeded
}
