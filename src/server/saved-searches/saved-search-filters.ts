import { type SQL, sql } from 'drizzle-orm'
import { utcDay } from '../../domain/events.ts'
import type { SavedSearchQuery } from '../../domain/saved-searches.ts'
import { LOOKUP_FIELDS } from '../../domain/search-url.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from '../search/query-rows.ts'
import { intArray } from '../search/sql-arrays.ts'

type LookupField = (typeof LOOKUP_FIELDS)[number]

/** The table of the lookups each filter of the search URL names (src/server/db/schema/lookups.ts). */
const LOOKUP_TABLES: Record<LookupField, string> = {
  options: 'filter_options',
  retailers: 'filter_options',
  turnaround: 'filter_options',
  stage: 'path_to_purchase_groups',
  tacticType: 'tactic_types',
  vendorType: 'vendor_types',
  certifications: 'diversity_certifications',
  coverage: 'geo_areas',
}

/** The fields naming rows that may be gone: the lookups, and an event (deleted, or ended). */
const NAMED_FIELDS = [...LOOKUP_FIELDS, 'event'] as const
type NamedField = (typeof NAMED_FIELDS)[number]

/** Those of `ids` that `field` may still name: an event only while it is on or upcoming. */
function knownIds(field: NamedField, ids: number[]): SQL {
  if (field === 'event') {
    return sql`SELECT 'event'::text AS field, id FROM events
      WHERE id = ANY(${intArray(ids)}) AND ends_on >= ${utcDay(new Date())}`
  }
  return sql`SELECT ${field}::text AS field, id FROM ${sql.identifier(LOOKUP_TABLES[field])}
    WHERE id = ANY(${intArray(ids)})`
}

const idsOf = (value: number | number[] | undefined): number[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

export type RemainingFilters = { query: SavedSearchQuery; missing: boolean }

/**
 * The saved search less the lookups deleted or merged in the admin site since it was saved
 * (docs/spec/workspace.md §4), and less its event once that has ended (the search would refuse
 * it): it keeps working with what remains, and says some filters are gone.
 */
export async function remainingFilters(
  db: Database,
  saved: SavedSearchQuery,
): Promise<RemainingFilters> {
  const named = NAMED_FIELDS.filter((field) => idsOf(saved[field]).length > 0)
  if (named.length === 0) return { query: saved, missing: false }
  const selects: SQL[] = named.map((field) => knownIds(field, idsOf(saved[field])))
  const rows = await queryRows<{ field: NamedField; id: number }>(
    db,
    sql.join(selects, sql` UNION ALL `),
  )
  const query: SavedSearchQuery = { ...saved }
  let missing = false
  for (const field of named) {
    const known = new Set(rows.filter((row) => row.field === field).map((row) => row.id))
    const value = saved[field]
    const kept = idsOf(value).filter((id) => known.has(id))
    if (kept.length === idsOf(value).length) continue
    missing = true
    const next = Array.isArray(value) ? (kept.length > 0 ? kept : undefined) : kept[0]
    if (next === undefined) delete query[field]
    else Object.assign(query, { [field]: next })
  }
  return { query, missing }
}
