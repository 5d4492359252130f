import { sql } from 'drizzle-orm'
import type { TacticCard, VendorTacticItem } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from './query-rows.ts'
import { intArray } from './sql-arrays.ts'

type Row = TacticCard & { vendor_name: string; vendor_logo_url: string | null }

/** The result cards of the tactics `ids`, in that order. */
export async function tacticCards(db: Database, ids: number[]): Promise<VendorTacticItem[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<Row>(
    db,
    sql`
      SELECT t.id, t.vendor_id, t.name, t.description, t.featured,
        v.name AS vendor_name, v.logo_url AS vendor_logo_url,
        coalesce((
          SELECT json_agg(json_build_object('id', tt.id, 'name', tt.name)
            ORDER BY tt.group_id, tt.position, tt.id)
          FROM tactic_tactic_types x JOIN tactic_types tt ON tt.id = x.tactic_type_id
          WHERE x.tactic_id = t.id), '[]') AS tactic_types
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS page(id, n)
      JOIN tactics t ON t.id = page.id
      JOIN vendors v ON v.id = t.vendor_id
      ORDER BY page.n`,
  )
  return rows.map(({ vendor_name, vendor_logo_url, ...tactic }) => ({
    vendor: { id: tactic.vendor_id, name: vendor_name, logo_url: vendor_logo_url },
    tactic,
  }))
}
