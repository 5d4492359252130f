import type { Database } from '../db/client.ts'
import { vendorTypes } from '../db/schema/index.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { CompanyNameRegistry } from './company-names.ts'
import { seedDemoAccounts } from './demo-accounts.ts'
import { itemAt } from './item-at.ts'
import { SeedImageWriter } from './logos.ts'
import { deferSearchUpdates, rebuildSearch } from './search-rebuild.ts'
import { seedCpgCompanies, seedVendors } from './seed-catalogue.ts'
import { seedEvents } from './seed-events.ts'
import { seedInsights } from './seed-insights.ts'
import { seedLookups } from './seed-lookups.ts'
import { seedQuotes } from './seed-quotes.ts'
import { seedSavedSearches } from './seed-saved-searches.ts'
import { seedShortlists } from './seed-shortlists.ts'
import { seedTactics } from './seed-tactics.ts'

export const DEFAULT_SEED_VENDORS = 64
export const DEFAULT_SEED_TACTICS = 420

export type SeedOptions = {
  storage: UploadStorage
  /** The server's TOKEN_SECRET: it encrypts the demo super_admin's authenticator key. */
  tokenSecret: string
  vendors?: number
  tactics?: number
  /**
   * The demo vendor's insights cover the 90 days before this, and the demo trade shows are dated
   * from it (default: the time of seeding).
   */
  now?: Date
}

export type SeedSummary = {
  vendorTypes: number
  tacticTypes: number
  filterOptions: number
  diversityCertifications: number
  geoAreas: number
  cpgCompanies: number
  vendors: number
  tactics: number
  tacticTypeLinks: number
  tacticFilterOptionLinks: number
  users: number
  events: number
  eventExhibitors: number
  imageFiles: number
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: vendorTypes.id }).from(vendorTypes).limit(1)
  return rows.length === 0
}

function checkCount(name: string, value: number, minimum: number): number {
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, got ${value}`)
  }
  return value
}

/**
 * Writes lookups, a catalogue of vendors and tactics, CPG companies, the demo accounts, their
 * shortlists and quote requests, and the demo trade shows in one transaction, so a failed seed
 * leaves the database empty. The same options give the same rows.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const vendorCount = checkCount('vendors', options.vendors ?? DEFAULT_SEED_VENDORS, 1)
  const tacticCount = checkCount('tactics', options.tactics ?? DEFAULT_SEED_TACTICS, 0)
  const images = new SeedImageWriter(options.storage)
  return db.transaction(async (tx) => {
    await deferSearchUpdates(tx)
    const lookups = await seedLookups(tx, images)
    const names = new CompanyNameRegistry()
    const cpgCompanyIds = await seedCpgCompanies(tx, names, images)
    const vendors = await seedVendors(tx, vendorCount, { lookups, names, images })
    const tactics = await seedTactics(tx, vendors, tacticCount, lookups)
    const companyIds = {
      cpg: itemAt(cpgCompanyIds, 0),
      vendor: (vendors[0] as { companyId: number }).companyId,
    }
    const users = await seedDemoAccounts(tx, companyIds, options.tokenSecret)
    await seedShortlists(tx, options.storage, (vendors[0] as { id: number }).id)
    await seedQuotes(tx, options.storage, (vendors[0] as { id: number }).id)
    await seedSavedSearches(tx)
    const now = options.now ?? new Date()
    await seedInsights(tx, { vendorId: (vendors[0] as { id: number }).id, cpgCompanyIds }, now)
    const shows = await seedEvents(
      tx,
      vendors.map((vendor) => vendor.id),
      now,
    )
    await rebuildSearch(tx)
    return {
      vendorTypes: lookups.vendorTypeIds.size,
      tacticTypes: lookups.tacticTypes.length,
      filterOptions: lookups.filterOptionCount,
      diversityCertifications: lookups.certificationIds.length,
      geoAreas: lookups.geoAreaCount,
      cpgCompanies: cpgCompanyIds.length,
      vendors: vendors.length,
      tactics: tactics.tactics,
      tacticTypeLinks: tactics.tacticTypeLinks,
      tacticFilterOptionLinks: tactics.filterOptionLinks,
      users,
      events: shows.events,
      eventExhibitors: shows.exhibitors,
      imageFiles: images.fileCount,
    }
  })
}
