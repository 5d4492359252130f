import { sql } from 'drizzle-orm'
import {
  COMPARE_FILTER_GROUP_ROWS,
  COMPARE_MESSAGES,
  type ComparedTactic,
} from '../../domain/compare.ts'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http-errors.ts'
import { queryRows } from '../search/query-rows.ts'
import { intArray } from '../search/sql-arrays.ts'
import { vendorCards } from '../search/vendor-cards.ts'

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
  options: { group: string; name: string }[]
}

/**
 * The columns of docs/spec/workspace.md §2 for `ids`, in that order; 404 when one is unknown.
 * Service coverage is the vendor's, as the search card writes it.
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
            ORDER BY g.position, o.custom, o.position, o.id)
          FROM tactic_filter_options x
          JOIN filter_options o ON o.id = x.filter_option_id
          JOIN filter_groups g ON g.id = o.group_id
          WHERE x.tactic_id = t.id), '[]') AS options
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS page(id, n)
      JOIN tactics t ON t.id = page.id
      JOIN vendors v ON v.id = t.vendor_id
      ORDER BY page.n`,
  )
  if (rows.length < ids.length) throw new HttpError(404, COMPARE_MESSAGES.tacticNotFound)
  const cards = await vendorCards(db, [...new Set(rows.map((row) => Number(row.vendor_id)))])
  const coverage = new Map(cards.map((card) => [card.id, card.service_coverage]))
  return rows.map((row) => {
    const named = (group: string) => row.options.filter((o) => o.group === group).map((o) => o.name)
    return {
      tactic_id: Number(row.id),
      tactic_name: row.name,
      vendor: { id: Number(row.vendor_id), name: row.vendor_name, logo_url: row.vendor_logo_url },
      tactic_types: row.tactic_types,
      description: row.description,
      pricing_model: named(COMPARE_FILTER_GROUP_ROWS.pricing_model),
      turnaround_time: named('turnaround_time')[0] ?? null,
      e_commerce_service: row.e_commerce_service,
      in_house_service: row.in_house_service,
      path_to_purchase: named(COMPARE_FILTER_GROUP_ROWS.path_to_purchase),
      brand_funnel: named(COMPARE_FILTER_GROUP_ROWS.brand_funnel),
      target_options: named(COMPARE_FILTER_GROUP_ROWS.target_options),
      approved_retailers: named(COMPARE_FILTER_GROUP_ROWS.approved_retailers),
      service_coverage: coverage.get(Number(row.vendor_id)) ?? '',
      videos_count: Number(row.videos_count),
      illustrations_count: Number(row.illustrations_count),
    }
  })
}
