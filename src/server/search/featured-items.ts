import { sql } from 'drizzle-orm'
import { CAROUSEL_TACTICS_MAX } from '../../domain/featured-carousel.ts'
import type { FeaturedItem } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { CATALOGUE_VERSION, type Versioned } from './catalogue-version.ts'
import { FEATURED_TACTIC_ORDER } from './featured-order.ts'
import { queryRows } from './query-rows.ts'

/** How many featured tactics are looked at: a short walk along the order's index. */
const FEATURED_WINDOW = 500

/**
 * The featured tactics in the admin's order, the first of each vendor (carouselStandings, in
 * src/domain/featured-carousel.ts): a vendor placed twice shows once, at its higher place, so one
 * vendor never fills the carousel.
 */
export async function featuredItems(db: Database): Promise<Versioned<FeaturedItem[]>> {
  const order = sql.join(FEATURED_TACTIC_ORDER, sql`, `)
  const [row] = await queryRows<Versioned<FeaturedItem[]>>(
    db,
    sql`
      SELECT ${CATALOGUE_VERSION} AS version,
        coalesce((SELECT json_agg(json_build_object('vendor_id', vendor_id, 'tactic_id', tactic_id,
            'vendor_image', vendor_image, 'vendor_name', vendor_name, 'tactic_name', tactic_name)
          ORDER BY place) FROM (
          SELECT * FROM (
            SELECT DISTINCT ON (walked.vendor_id) walked.vendor_id, walked.id AS tactic_id,
              walked.place, v.logo_url AS vendor_image, v.name AS vendor_name,
              walked.name AS tactic_name
            FROM (
              SELECT id, vendor_id, name, row_number() OVER (ORDER BY ${order}) AS place
              FROM tactics WHERE featured ORDER BY ${order}
              LIMIT ${FEATURED_WINDOW}
            ) walked
            JOIN vendors v ON v.id = walked.vendor_id
            ORDER BY walked.vendor_id, walked.place
          ) per_vendor
          ORDER BY place
          LIMIT ${CAROUSEL_TACTICS_MAX}
        ) featured), '[]') AS value`,
  )
  if (!row) throw new Error('The featured query answered no row')
  return row
}
