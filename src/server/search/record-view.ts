import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { VendorAccess } from '../vendors/vendor-access.ts'

/**
 * Counts a vendor's or a tactic's page opened, for the admin statistics' most viewed. Those who
 * manage the vendor (its members, a super_admin) are not counted: they would count their own
 * edits. Committed without waiting for the disk, as a search's statistic is (record-search.ts).
 */
export async function recordView(
  db: Database,
  access: VendorAccess,
  tacticId: number | null,
  userId: number | null,
): Promise<void> {
  if (access.rights.manage || access.viewer?.member) return
  await db.execute(sql`
    INSERT INTO catalogue_views (vendor_id, tactic_id, user_id)
    SELECT ${access.vendorId}::int, ${tacticId}::int, ${userId}::int
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS asynchronous_commit`)
}
