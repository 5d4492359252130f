import type { Database } from '../db/client.ts'
import { tacticFilterOptions, tactics, tacticTacticTypes } from '../db/schema/index.ts'
import { insertIntegerLinks, insertReturningIds } from './batch-insert.ts'
import { itemAt } from './item-at.ts'
import type { SeededVendor } from './seed-catalogue.ts'
import type { SeededLookups } from './seed-lookups.ts'
import { generateVendorTactics, type TacticSpec, tacticCatalogue } from './tactic-generator.ts'
import { planTacticCounts } from './tactic-plan.ts'

/** Tactics are generated and written about this many at a time to keep memory flat. */
const TACTIC_CHUNK_SIZE = 2_000

type PendingTactic = TacticSpec & { vendorId: number }

export type TacticCounts = { tactics: number; tacticTypeLinks: number; filterOptionLinks: number }

async function writeTactics(
  db: Database,
  pending: readonly PendingTactic[],
): Promise<TacticCounts> {
  const ids = await insertReturningIds(
    db,
    tactics,
    pending.map((tactic) => ({
      vendorId: tactic.vendorId,
      name: tactic.name,
      description: tactic.description,
      featured: tactic.featured,
      eCommerceService: tactic.eCommerceService,
      inHouseService: tactic.inHouseService,
      minOrderSize: tactic.minOrderSize,
      minOrderSizeText: tactic.minOrderSizeText,
      videos: tactic.videos,
      createdAt: tactic.createdAt,
      updatedAt: tactic.createdAt,
    })),
  )
  const typeRows = pending.flatMap((tactic, index) =>
    tactic.tacticTypeIds.map((tacticTypeId) => ({ tacticId: itemAt(ids, index), tacticTypeId })),
  )
  const optionRows = pending.flatMap((tactic, index) =>
    tactic.filterOptionIds.map((filterOptionId) => ({
      tacticId: itemAt(ids, index),
      filterOptionId,
    })),
  )
  await insertIntegerLinks(db, tacticTacticTypes, ['tacticId', 'tacticTypeId'], typeRows)
  await insertIntegerLinks(db, tacticFilterOptions, ['tacticId', 'filterOptionId'], optionRows)
  return {
    tactics: ids.length,
    tacticTypeLinks: typeRows.length,
    filterOptionLinks: optionRows.length,
  }
}

function addCounts(total: TacticCounts, chunk: TacticCounts): TacticCounts {
  return {
    tactics: total.tactics + chunk.tactics,
    tacticTypeLinks: total.tacticTypeLinks + chunk.tacticTypeLinks,
    filterOptionLinks: total.filterOptionLinks + chunk.filterOptionLinks,
  }
}

/** Spreads `total` tactics over the media vendors, generating them vendor by vendor in chunks. */
export async function seedTactics(
  db: Database,
  vendors: readonly SeededVendor[],
  total: number,
  lookups: SeededLookups,
): Promise<TacticCounts> {
  const catalogue = tacticCatalogue(lookups)
  const counts = planTacticCounts(
    vendors.map((vendor) => vendor.tacticWeight),
    total,
  )
  let written: TacticCounts = { tactics: 0, tacticTypeLinks: 0, filterOptionLinks: 0 }
  let pending: PendingTactic[] = []
  for (const [index, vendor] of vendors.entries()) {
    const specs = generateVendorTactics(index, vendor, counts[index] ?? 0, catalogue)
    for (const spec of specs) pending.push({ ...spec, vendorId: vendor.id })
    if (pending.length >= TACTIC_CHUNK_SIZE) {
      written = addCounts(written, await writeTactics(db, pending))
      pending = []
    }
  }
  if (pending.length > 0) written = addCounts(written, await writeTactics(db, pending))
  return written
}
