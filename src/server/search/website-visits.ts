import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  SEARCH_STATISTIC_MESSAGES,
  type SearchStatisticSchema,
} from '../../domain/search-statistic.ts'
import type { Database } from '../db/client.ts'
import { searchWebsiteVisits } from '../db/schema/search.ts'
import { FieldError, type FieldErrors } from '../http-errors.ts'
import { queryRows } from './query-rows.ts'

export type WebsiteVisit = v.InferOutput<typeof SearchStatisticSchema>

type Found = { search: boolean; vendor: boolean; tactic: boolean }

/** 422 for a search, vendor or tactic (of that vendor) that does not exist. */
async function assertExists(db: Database, visit: WebsiteVisit): Promise<void> {
  const [found] = await queryRows<Found>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM search_statistics WHERE id = ${visit.search_id ?? 0}) AS search,
      EXISTS (SELECT 1 FROM vendors WHERE id = ${visit.vendor_id}) AS vendor,
      EXISTS (SELECT 1 FROM tactics
        WHERE id = ${visit.tactic_id ?? 0} AND vendor_id = ${visit.vendor_id}) AS tactic`,
  )
  const errors: FieldErrors = {}
  if (visit.search_id && !found?.search)
    errors.search_id = [SEARCH_STATISTIC_MESSAGES.unknownSearch]
  if (!found?.vendor) errors.vendor_id = [SEARCH_STATISTIC_MESSAGES.unknownVendor]
  if (visit.tactic_id && !found?.tactic)
    errors.tactic_id = [SEARCH_STATISTIC_MESSAGES.unknownTactic]
  if (Object.keys(errors).length > 0) throw new FieldError(errors)
}

/** Records a click on a vendor's website link. */
export async function recordWebsiteVisit(db: Database, visit: WebsiteVisit, userId: number | null) {
  await assertExists(db, visit)
  const [row] = await db
    .insert(searchWebsiteVisits)
    .values({
      searchId: visit.search_id ?? null,
      vendorId: visit.vendor_id,
      tacticId: visit.tactic_id ?? null,
      userId,
    })
    .returning()
  if (!row) throw new Error('The website visit was not written')
  return row
}
