import { sql } from 'drizzle-orm'
import { ALL_COUNTRIES } from '../../domain/search-filters.ts'
import type { VendorCard } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from './query-rows.ts'
import { intArray } from './sql-arrays.ts'

/** The result cards of the vendors `ids`, in that order. */
export async function vendorCards(db: Database, ids: number[]): Promise<VendorCard[]> {
  if (ids.length === 0) return []
  return queryRows<VendorCard>(
    db,
    sql`
      SELECT v.id, v.name, v.logo_url, v.featured, v.description,
        extract(year FROM current_date)::int - v.year_of_establishment AS years_in_business,
        coalesce((
          SELECT json_agg(vt.name ORDER BY vt.position, vt.id)
          FROM vendor_vendor_types x JOIN vendor_types vt ON vt.id = x.vendor_type_id
          WHERE x.vendor_id = v.id), '[]') AS vendor_types,
        coalesce((
          SELECT json_agg(json_build_object('name', c.name, 'logo', c.logo_url) ORDER BY c.name)
          FROM vendor_diversity_certifications x
          JOIN diversity_certifications c ON c.id = x.certification_id
          WHERE x.vendor_id = v.id), '[]') AS diversity_certifications,
        CASE WHEN d.covers_all_countries THEN ${ALL_COUNTRIES} ELSE coalesce((
          SELECT string_agg(g.name, ', '
            ORDER BY array_position(ARRAY['country', 'region', 'state'], g.kind), g.position, g.id)
          FROM vendor_service_coverage c JOIN geo_areas g ON g.id = c.geo_area_id
          WHERE c.vendor_id = v.id), '') END AS service_coverage
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS page(id, n)
      JOIN vendors v ON v.id = page.id
      JOIN vendor_search_documents d ON d.vendor_id = v.id
      ORDER BY page.n`,
  )
}
