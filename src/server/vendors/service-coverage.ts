import type { VendorForm } from '../../domain/vendor-schemas.ts'
import type { GeoArea } from './vendor-lookups.ts'

export type CoverageRow = { geoAreaId: number; allChildren: boolean }

function ancestorsOf(areaId: number, byId: ReadonlyMap<number, GeoArea>): number[] {
  const chain: number[] = []
  let parent = byId.get(areaId)?.parentId ?? null
  while (parent !== null) {
    chain.push(parent)
    parent = byId.get(parent)?.parentId ?? null
  }
  return chain
}

/**
 * The rows of the form's coverage: an entry without children is its area served in full, else each
 * listed descendant is. Null when an id names no area or a child is not under its entry.
 */
export function coverageRows(
  entries: VendorForm['service_coverage'],
  areas: readonly GeoArea[],
): CoverageRow[] | null {
  const byId = new Map(areas.map((area) => [area.id, area]))
  const rows = new Map<number, CoverageRow>()
  for (const entry of entries) {
    if (!byId.has(entry.id)) return null
    if (entry.children.length === 0) rows.set(entry.id, { geoAreaId: entry.id, allChildren: true })
    for (const child of entry.children) {
      if (!ancestorsOf(child, byId).includes(entry.id)) return null
      rows.set(child, { geoAreaId: child, allChildren: true })
    }
  }
  return [...rows.values()]
}

export type CoverageEntry = {
  id: number
  name: string
  /** The covered areas under this one; empty when it is covered in full. */
  children: { id: number; name: string }[]
  /** The whole area with every region in it is covered. */
  all_countries_selected: boolean
}

/** Stored rows grouped under their top-level area, as the vendor page shows them. */
export function coverageEntries(rows: readonly CoverageRow[], areas: readonly GeoArea[]) {
  const byId = new Map(areas.map((area) => [area.id, area]))
  const entries = new Map<number, CoverageEntry>()
  for (const area of areas) {
    const row = rows.find((r) => r.geoAreaId === area.id)
    if (!row) continue
    const rootId = ancestorsOf(area.id, byId).at(-1) ?? area.id
    const root = byId.get(rootId) as GeoArea
    const entry = entries.get(rootId) ?? {
      id: rootId,
      name: root.name,
      children: [],
      all_countries_selected: false,
    }
    if (rootId === area.id) entry.all_countries_selected = row.allChildren
    else entry.children.push({ id: area.id, name: area.name })
    entries.set(rootId, entry)
  }
  const list = [...entries.values()]
  const text = list
    .map((e) =>
      e.all_countries_selected || e.children.length === 0
        ? e.name
        : `${e.name}: ${e.children.map((c) => c.name).join(', ')}`,
    )
    .join('; ')
  return { entries: list, text }
}
