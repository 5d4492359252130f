import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  diversityCertifications,
  filterGroups,
  filterOptions,
  geoAreas,
  pathToPurchaseGroups,
  tacticTypes,
  vendorTypes,
} from '../../db/schema/index.ts'

function idOf<Row extends { id: number }>(
  rows: Row[],
  matches: (row: Row) => boolean,
  what: string,
) {
  const row = rows.find(matches)
  if (!row) throw new Error(`No seeded ${what}`)
  return row.id
}

/** The ids of the seeded lookups, by the names the seed gives them. */
export async function catalogueLookups(db: Database) {
  const options = await db
    .select({ id: filterOptions.id, name: filterOptions.name, groupKey: filterGroups.key })
    .from(filterOptions)
    .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.groupId))
  const types = await db.select().from(tacticTypes)
  const stages = await db.select().from(pathToPurchaseGroups)
  const vendorTypeRows = await db.select().from(vendorTypes)
  const areas = await db.select().from(geoAreas)
  const certifications = await db.select().from(diversityCertifications)
  return {
    option: (groupKey: string, name: string) =>
      idOf(options, (o) => o.groupKey === groupKey && o.name === name, `${groupKey} ${name}`),
    tacticType: (name: string) => idOf(types, (type) => type.name === name, name),
    stage: (name: string) => idOf(stages, (stage) => stage.name === name, name),
    vendorType: (slug: string) => idOf(vendorTypeRows, (type) => type.slug === slug, slug),
    area: (name: string) => idOf(areas, (area) => area.name === name, name),
    countries: () => areas.filter((area) => area.parentId === null).map((area) => area.id),
    certification: (name: string) => idOf(certifications, (c) => c.name.startsWith(name), name),
  }
}

export type CatalogueLookups = Awaited<ReturnType<typeof catalogueLookups>>
