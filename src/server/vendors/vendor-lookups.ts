import { asc, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { diversityCertifications, geoAreas, vendorTypes } from '../db/schema/index.ts'

export type GeoArea = { id: number; parentId: number | null; name: string }
export type CoverageNode = { id: number; name: string; checked: boolean; children: CoverageNode[] }

/** What a company form has ticked; nothing for a new one. */
export type VendorSelection = {
  vendorTypeIds: readonly number[]
  certificationIds: readonly number[]
  coverageAreaIds: readonly number[]
}

const NOTHING: VendorSelection = { vendorTypeIds: [], certificationIds: [], coverageAreaIds: [] }

export async function loadGeoAreas(db: Database): Promise<GeoArea[]> {
  return db
    .select({ id: geoAreas.id, parentId: geoAreas.parentId, name: geoAreas.name })
    .from(geoAreas)
    .orderBy(asc(geoAreas.position), asc(geoAreas.id))
}

function coverageTree(areas: readonly GeoArea[], checked: ReadonlySet<number>): CoverageNode[] {
  const nodes = new Map(
    areas.map((a) => [
      a.id,
      { id: a.id, name: a.name, checked: checked.has(a.id), children: [] as CoverageNode[] },
    ]),
  )
  const roots: CoverageNode[] = []
  for (const area of areas) {
    const node = nodes.get(area.id) as CoverageNode
    const parent = area.parentId === null ? undefined : nodes.get(area.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The lookups of the company form (docs/spec/marketplace.md §3), ticked as `selection` says. */
export async function loadVendorLookups(db: Database, selection: VendorSelection = NOTHING) {
  const types = new Set(selection.vendorTypeIds)
  const certifications = new Set(selection.certificationIds)
  const [typeRows, certificationRows, areas] = await Promise.all([
    db.select().from(vendorTypes).orderBy(asc(vendorTypes.position), asc(vendorTypes.id)),
    db
      .select()
      .from(diversityCertifications)
      .orderBy(asc(diversityCertifications.position), asc(diversityCertifications.name)),
    loadGeoAreas(db),
  ])
  return {
    vendor_types: typeRows.map((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      checked: types.has(t.id),
    })),
    diversity_certifications: certificationRows.map((d) => ({
      id: d.id,
      name: d.name,
      logo: d.logoUrl,
      checked: certifications.has(d.id),
    })),
    service_coverage: coverageTree(areas, new Set(selection.coverageAreaIds)),
  }
}

/** Which of `ids` name no row of the table: the form named something that does not exist. */
export async function unknownIds(
  db: Database,
  table: typeof vendorTypes | typeof diversityCertifications,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return false
  const unique = [...new Set(ids)]
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique))
  return found.length !== unique.length
}
