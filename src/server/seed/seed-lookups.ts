import type { Database } from '../db/client.ts'
import { exactlyOne } from '../db/exactly-one.ts'
import {
  diversityCertifications,
  filterGroups,
  filterOptions,
  geoAreas,
  pathToPurchaseGroups,
  tacticTypes,
  vendorTypes,
  yearsInBusinessRanges,
} from '../db/schema/index.ts'
import { insertInBatches, insertReturningIds } from './batch-insert.ts'
import { FILTER_GROUPS, type FilterGroupData } from './filter-groups-data.ts'
import { GEO_COUNTRIES, type GeoCountryData } from './geo-data.ts'
import { itemAt } from './item-at.ts'
import type { SeedImageWriter } from './logos.ts'
import {
  DIVERSITY_CERTIFICATIONS,
  PATH_TO_PURCHASE_GROUPS,
  VENDOR_TYPES,
  type VendorTypeSlug,
  YEARS_IN_BUSINESS_RANGES,
} from './lookups-data.ts'

export type SeededTacticType = { id: number; name: string; groupIndex: number }
export type SeededOption = { id: number; name: string }
export type SeededRetailer = SeededOption & { parentName: string | null }
export type SeededGeoRegion = { id: number; stateIds: number[] }
export type SeededGeoCountry = { id: number; code: string; regions: SeededGeoRegion[] }

/** The ids the catalogue refers to, keyed by the names the generators use. */
export type SeededLookups = {
  vendorTypeIds: Map<VendorTypeSlug, number>
  tacticTypes: SeededTacticType[]
  /** Top-level options of each filter group by key, in display order. */
  filterOptions: Map<string, SeededOption[]>
  /** Every approved-retailer option, parents and their banners alike. */
  retailers: SeededRetailer[]
  certificationIds: number[]
  geoCountries: SeededGeoCountry[]
  filterOptionCount: number
  geoAreaCount: number
}

async function seedVendorTypes(db: Database): Promise<Map<VendorTypeSlug, number>> {
  const rows = VENDOR_TYPES.map((type, position) => ({ ...type, position }))
  const ids = await insertReturningIds(db, vendorTypes, rows)
  return new Map(VENDOR_TYPES.map((type, index) => [type.slug, itemAt(ids, index)]))
}

async function seedTacticTypes(db: Database): Promise<SeededTacticType[]> {
  const groupRows = PATH_TO_PURCHASE_GROUPS.map(({ name }, position) => ({ name, position }))
  const groupIds = await insertReturningIds(db, pathToPurchaseGroups, groupRows)
  const types = PATH_TO_PURCHASE_GROUPS.flatMap((group, groupIndex) =>
    group.tacticTypes.map((name, position) => ({ name, groupIndex, position })),
  )
  const ids = await insertReturningIds(
    db,
    tacticTypes,
    types.map(({ name, groupIndex, position }) => ({
      name,
      groupId: itemAt(groupIds, groupIndex),
      position,
    })),
  )
  return types.map(({ name, groupIndex }, index) => ({
    id: itemAt(ids, index),
    name,
    groupIndex,
  }))
}

async function seedFilterGroup(
  db: Database,
  group: FilterGroupData,
  position: number,
): Promise<{ top: SeededOption[]; retailers: SeededRetailer[]; count: number }> {
  const { options, ...groupRow } = group
  const groupId = exactlyOne(
    await insertReturningIds(db, filterGroups, [{ ...groupRow, position }]),
    'the filter group',
  )
  const topRows = options.map(({ name }, index) => ({
    groupId,
    name,
    position: index,
  }))
  const topIds = await insertReturningIds(db, filterOptions, topRows)
  const top = options.map(({ name }, index) => ({ id: itemAt(topIds, index), name }))
  const children = options.flatMap((parent, parentIndex) =>
    (parent.children ?? []).map((name, index) => ({ name, parent, parentIndex, index })),
  )
  const childIds = await insertReturningIds(
    db,
    filterOptions,
    children.map(({ name, parentIndex, index }) => ({
      groupId,
      parentId: itemAt(topIds, parentIndex),
      name,
      position: index,
    })),
  )
  const retailers: SeededRetailer[] = [
    ...top.map((option) => ({ ...option, parentName: null })),
    ...children.map(({ name, parent }, index) => ({
      id: itemAt(childIds, index),
      name,
      parentName: parent.name,
    })),
  ]
  return { top, retailers, count: top.length + children.length }
}

async function seedFilterGroups(db: Database) {
  const byKey = new Map<string, SeededOption[]>()
  let retailers: SeededRetailer[] = []
  let count = 0
  for (const [position, group] of FILTER_GROUPS.entries()) {
    const seeded = await seedFilterGroup(db, group, position)
    byKey.set(group.key, seeded.top)
    if (group.selection === 'tree') retailers = seeded.retailers
    count += seeded.count
  }
  return { byKey, retailers, count }
}

async function seedCertifications(db: Database, images: SeedImageWriter): Promise<number[]> {
  const rows = []
  for (const { name, acronym, colour } of DIVERSITY_CERTIFICATIONS) {
    rows.push({ name, logoUrl: await images.certificationBadgeUrl(name, acronym, colour) })
  }
  return insertReturningIds(db, diversityCertifications, rows)
}

async function seedGeoCountry(
  db: Database,
  country: GeoCountryData,
  position: number,
): Promise<{ seeded: SeededGeoCountry; count: number }> {
  const { code, name } = country
  const countryId = exactlyOne(
    await insertReturningIds(db, geoAreas, [{ kind: 'country', code, name, position }]),
    'the country',
  )
  const regionIds = await insertReturningIds(
    db,
    geoAreas,
    country.regions.map((region, index) => ({
      parentId: countryId,
      kind: 'region' as const,
      code: region.code,
      name: region.name,
      position: index,
    })),
  )
  const regions: SeededGeoRegion[] = []
  for (const [regionIndex, region] of country.regions.entries()) {
    const regionId = itemAt(regionIds, regionIndex)
    const stateRows = region.states.map((state, index) => ({
      parentId: regionId,
      kind: 'state' as const,
      code: state.code,
      name: state.name,
      position: index,
    }))
    regions.push({ id: regionId, stateIds: await insertReturningIds(db, geoAreas, stateRows) })
  }
  const stateCount = regions.reduce((sum, region) => sum + region.stateIds.length, 0)
  return {
    seeded: { id: countryId, code, regions },
    count: 1 + regions.length + stateCount,
  }
}

async function seedGeoAreas(db: Database) {
  const countries: SeededGeoCountry[] = []
  let count = 0
  for (const [position, country] of GEO_COUNTRIES.entries()) {
    const { seeded, count: areas } = await seedGeoCountry(db, country, position)
    countries.push(seeded)
    count += areas
  }
  return { countries, count }
}

export async function seedLookups(db: Database, images: SeedImageWriter): Promise<SeededLookups> {
  const vendorTypeIds = await seedVendorTypes(db)
  const seededTacticTypes = await seedTacticTypes(db)
  const filters = await seedFilterGroups(db)
  const certificationIds = await seedCertifications(db, images)
  const geo = await seedGeoAreas(db)
  await insertInBatches(
    db,
    yearsInBusinessRanges,
    YEARS_IN_BUSINESS_RANGES.map((range, position) => ({ ...range, position })),
  )
  return {
    vendorTypeIds,
    tacticTypes: seededTacticTypes,
    filterOptions: filters.byKey,
    retailers: filters.retailers,
    certificationIds,
    geoCountries: geo.countries,
    filterOptionCount: filters.count,
    geoAreaCount: geo.count,
  }
}
