import { type SQL, sql } from 'drizzle-orm'
import type { VendorSearchQuery } from '../../domain/search-query.ts'
import type { Database } from '../db/client.ts'
import { eventFilter } from './event-filter.ts'
import { assertKnownIds, type IdParameter, type KnownId, single } from './known-ids.ts'
import { queryRows } from './query-rows.ts'
import { intArray } from './sql-arrays.ts'

function knownQuery(query: VendorSearchQuery): SQL {
  const vendorTypeIds = [...query.vendorTypeIds, ...single(query.vendorTypeId)]
  return sql`
    SELECT 'vendor_type' AS kind, id AS requested FROM vendor_types
    WHERE id = ANY(${intArray(vendorTypeIds)})
    UNION ALL
    SELECT 'geo_area', id FROM geo_areas WHERE id = ANY(${intArray(query.serviceCoverageIds)})
    UNION ALL
    SELECT 'certification', id FROM diversity_certifications
    WHERE id = ANY(${intArray(query.certificationIds)})`
}

const idParameters = (query: VendorSearchQuery): IdParameter[] => [
  ['vendor_type_id', 'vendor type', 'vendor_type', single(query.vendorTypeId)],
  ['vendor_type_ids', 'vendor types', 'vendor_type', query.vendorTypeIds],
  ['service_coverages', 'areas', 'geo_area', query.serviceCoverageIds],
  [
    'diversity_certification_ids',
    'diversity certifications',
    'certification',
    query.certificationIds,
  ],
]

/** Years in business as a range of years of establishment, counted from this year. */
function yearsCondition({ yearsInBusinessMin: min, yearsInBusinessMax: max }: VendorSearchQuery) {
  const thisYear = sql`extract(year FROM current_date)::int`
  return [
    ...(min === undefined ? [] : [sql`d.year_of_establishment <= ${thisYear} - ${min}`]),
    ...(max === undefined ? [] : [sql`d.year_of_establishment >= ${thisYear} - ${max}`]),
  ]
}

/** Coverage of any chosen area; all_countries asks for vendors covering every country. */
function coverageCondition({ serviceCoverageIds: areas, allCountries }: VendorSearchQuery) {
  const covered = sql`d.coverage_area_ids && ${intArray(areas)}`
  if (allCountries)
    return [
      areas.length > 0 ? sql`(${covered} OR d.covers_all_countries)` : sql`d.covers_all_countries`,
    ]
  return areas.length > 0 ? [covered] : []
}

/** The WHERE conditions on vendor_search_documents (as d) of a vendor search's filters. */
export async function vendorConditions(db: Database, query: VendorSearchQuery): Promise<SQL[]> {
  const [known, atEvent] = await Promise.all([
    queryRows<KnownId>(db, knownQuery(query)),
    eventFilter(db, query.eventId),
  ])
  assertKnownIds(idParameters(query), known, atEvent.errors)
  const { vendorTypeId, vendorTypeIds, certificationIds } = query
  return [
    ...atEvent.conditions,
    ...single(vendorTypeId).map((id) => sql`d.vendor_type_ids @> ${intArray([id])}`),
    ...(vendorTypeIds.length > 0 ? [sql`d.vendor_type_ids && ${intArray(vendorTypeIds)}`] : []),
    ...coverageCondition(query),
    ...(certificationIds.length > 0
      ? [sql`d.certification_ids && ${intArray(certificationIds)}`]
      : []),
    ...yearsCondition(query),
  ]
}
