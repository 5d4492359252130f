import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { clientAddress } from '../auth/client-address.ts'
import { countEvent } from '../auth/rate-limit.ts'
import type { Database } from '../db/client.ts'
import type { ServerEnv } from '../server-env.ts'
import type { VendorAccess } from '../vendors/vendor-access.ts'

/** A page counts once per viewer in this time: reopening it, or a burst of calls, is no new view. */
const VIEW_WINDOW_MS = 30 * 60_000

/** Who shows a page: a signed-in user, or a visitor known by their address. */
export type Viewer = { userId: number | null; address: string }

export function viewerOf(c: Context<ServerEnv>): Viewer {
  return { userId: c.var.user?.id ?? null, address: clientAddress(c, c.var.config.trustProxy) }
}

/**
 * Counts a vendor's or a tactic's page shown, for the admin statistics' most viewed and the
 * vendor's insights: once per viewer and page in 30 minutes. Those who manage the vendor (its
 * members, a super_admin) are not counted: they would count their own edits. Committed without
 * waiting for the disk, as a search's statistic is (record-search.ts).
 */
export async function recordView(
  db: Database,
  access: VendorAccess,
  tacticId: number | null,
  viewer: Viewer,
): Promise<void> {
  if (access.rights.manage || access.viewer?.member) return
  const who = viewer.userId === null ? `address:${viewer.address}` : `user:${viewer.userId}`
  const key = `view:${access.vendorId}:${tacticId ?? 'profile'}:${who}`
  const seen = await countEvent(db, { key, max: 1, windowMs: VIEW_WINDOW_MS }, new Date())
  if (seen.count > 1) return
  await db.execute(sql`
    INSERT INTO catalogue_views (vendor_id, tactic_id, user_id)
    SELECT ${access.vendorId}::int, ${tacticId}::int, ${viewer.userId}::int
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS asynchronous_commit`)
}
