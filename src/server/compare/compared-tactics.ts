import { inArray, sql } from 'drizzle-orm'
import {
  COMPARE_MESSAGES,
  type ComparedTactic,
  comparedTactic,
  type TickedOption,
} from '../../domain/compare.ts'
import type { Database } from '../db/client.ts'
import { vendorServiceCoverage } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { queryRows } from '../search/query-rows.ts'
import { intArray } from '../search/sql-arrays.ts'
import { coverageEntries } from '../vendors/service-coverage.ts'
import { loadGeoAreas } from '../vendors/vendor-lookups.ts'

type Row = {
  id: number
  name: string
  description: string
  e_commerce_service: boolean
  in_house_service: boolean
  videos_count: number
  illustrations_count: number
  vendor_id: number
  vendor_name: string
  vendor_logo_url: string | null
  tactic_types: string[]
  /** The tactic's ticked options: group key and option name, in the tactic page's order. */
  options: TickedOption[]
}

/** Each vendor's service coverage as its pages write it (tacticJson's vendor, vendorJson). */
async function coverageTexts(db: Database, vendorIds: number[]): Promise<Map<number, string>> {
  const [rows, areas] = await Promise.all([
    db
      .select({
        vendorId: vendorServiceCoverage.vendorId,
        geoAreaId: vendorServiceCoverage.geoAreaId,
        allChildren: vendorServiceCoverage.allChildren,
      })
      .from(vendorServiceCoverage)
      .where(inArray(vendorServiceCoverage.vendorId, vendorIds)),
    loadGeoAreas(db),
  ])
  return new Map(
    vendorIds.map((id) => [
      id,
      coverageEntries(
        rows.filter((row) => row.vendorId === id),
        areas,
      ).text,
    ]),
  )
}

/**
 * The columns of docs/spec/workspace.md §2 for `ids`, in that order; 404 when one is unknown.
 * Each is made by `comparedTactic` from what the tactic page shows (the same the app makes
 * offline from a page it keeps), service coverage the vendor's as that page writes it.
 */
export async function comparedTactics(db: Database, ids: number[]): Promise<ComparedTactic[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      SELECT t.id, t.name, t.description, t.e_commerce_service, t.in_house_service,
        cardinality(t.videos) AS videos_count,
        (SELECT count(*)::int FROM tactic_illustrations i WHERE i.tactic_id = t.id)
          AS illustrations_count,
        v.id AS vendor_id, v.name AS vendor_name, v.logo_url AS vendor_logo_url,
        coalesce((
          SELECT json_agg(tt.name ORDER BY tt.position, tt.id)
          FROM tactic_tactic_types x JOIN tactic_types tt ON tt.id = x.tactic_type_id
          WHERE x.tactic_id = t.id), '[]') AS tactic_types,
        coalesce((
          SELECT json_agg(json_build_object('group', g.key, 'name', o.name)
            ORDER BY g.position, coalesce(p.custom, o.custom), coalesce(p.position, o.position),
              coalesce(p.id, o.id), p.id IS NOT NULL, o.custom, o.position, o.id)
          FROM tactic_filter_options x
          JOIN filter_options o ON o.id = x.filter_option_id
          LEFT JOIN filter_options p ON p.id = o.parent_id
          JOIN filter_groups g ON g.id = o.group_id
          WHERE x.tactic_id = t.id), '[]') AS options
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS page(id, n)
      JOIN tactics t ON t.id = page.id
      JOIN vendors v ON v.id = t.vendor_id
      ORDER BY page.n`,
  )
  if (rows.length < ids.length) throw new HttpError(404, COMPARE_MESSAGES.tacticNotFound)
  const coverage = await coverageTexts(db, [...new Set(rows.map((row) => Number(row.vendor_id)))])
  return rows.map((row) =>
    comparedTactic({
      tactic_id: Number(row.id),
      tactic_name: row.name,
      vendor: { id: Number(row.vendor_id), name: row.vendor_name, logo_url: row.vendor_logo_url },
      tactic_types: row.tactic_types,
      description: row.description,
      e_commerce_service: row.e_commerce_service,
      in_house_service: row.in_house_service,
      service_coverage: coverage.get(Number(row.vendor_id)) ?? '',
      videos_count: Number(row.videos_count),
      illustrations_count: Number(row.illustrations_count),
      options: row.options,
    }),
  )
}
