import { sql } from 'drizzle-orm'
import type { FeaturedItem } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { CATALOGUE_VERSION, type Versioned } from './catalogue-version.ts'
import { queryRows } from './query-rows.ts'

/** Enough for the carousel to turn a few times; it shows up to 5 at once. */
const FEATURED_LIMIT = 20
/** How many of the newest featured tactics are looked at: a short walk back along the key. */
const FEATURED_WINDOW = 500

/** The newest featured tactics, one per vendor, newest first. */
export async function featuredItems(db: Database): Promise<Versioned<FeaturedItem[]>> {
  const [row] = await queryRows<Versioned<FeaturedItem[]>>(
    db,
    sql`
      SELECT ${CATALOGUE_VERSION} AS version,
        coalesce((SELECT json_agg(featured ORDER BY featured.tactic_id DESC) FROM (
          SELECT vendor_id, tactic_id, vendor_image, vendor_name, tactic_name FROM (
            SELECT DISTINCT ON (newest.vendor_id) newest.vendor_id, newest.id AS tactic_id,
              v.logo_url AS vendor_image, v.name AS vendor_name, newest.name AS tactic_name
            FROM (
              SELECT id, vendor_id, name FROM tactics WHERE featured ORDER BY id DESC
              LIMIT ${FEATURED_WINDOW}
            ) newest
            JOIN vendors v ON v.id = newest.vendor_id
            ORDER BY newest.vendor_id, newest.id DESC
          ) per_vendor
          ORDER BY tactic_id DESC
          LIMIT ${FEATURED_LIMIT}
        ) featured), '[]') AS value`,
  )
  if (!row) throw new Error('The featured query answered no row')
  return row
}
