import { eq, sql } from 'drizzle-orm'
import type {
  AdminFeatured,
  AdminFeaturedTactic,
  AdminFeaturedVendor,
} from '../../domain/admin-featured.ts'
import type { Database } from '../db/client.ts'
import { tactics, vendors } from '../db/schema/index.ts'
import { bumpCatalogueVersion } from '../search/catalogue-version.ts'
import { FEATURED_TACTIC_ORDER, FEATURED_VENDOR_ORDER } from '../search/featured-order.ts'
import { queryRows } from '../search/query-rows.ts'
import { intArray } from '../search/sql-arrays.ts'
import { recordAdminChange } from './audit-log.ts'

const vendorColumns = { id: vendors.id, name: vendors.name, logo_url: vendors.logoUrl }

/** The featured tactics in the admin's order, each with its vendor. */
export async function featuredTactics(db: Database): Promise<AdminFeaturedTactic[]> {
  return db
    .select({ id: tactics.id, name: tactics.name, vendor: vendorColumns })
    .from(tactics)
    .innerJoin(vendors, eq(vendors.id, tactics.vendorId))
    .where(eq(tactics.featured, true))
    .orderBy(...FEATURED_TACTIC_ORDER)
}

/** The featured vendors in the admin's order. */
export async function featuredVendors(db: Database): Promise<AdminFeaturedVendor[]> {
  return db
    .select(vendorColumns)
    .from(vendors)
    .where(eq(vendors.featured, true))
    .orderBy(...FEATURED_VENDOR_ORDER)
}

export async function featuredLists(db: Database): Promise<AdminFeatured> {
  return { tactics: await featuredTactics(db), vendors: await featuredVendors(db) }
}

/** Replacements of a list wait for one another: the last one saved is the list. */
const FEATURED_LOCK = sql`pg_advisory_xact_lock(hashtext('featured lists'))`

type FeaturedKind = {
  table: typeof tactics | typeof vendors
  list: (db: Database) => Promise<{ id: number; name: string }[]>
  action: 'featured.tactics_saved' | 'featured.vendors_saved'
  target: string
}

const names = (rows: { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name }))

/**
 * Makes `ids` the featured rows of the kind, in that order; every other row stops being featured.
 * Nothing changes when an id names no row: those ids are the answer. Rows keep their place in
 * search (the `featured` flag, which the triggers of migration 0004 copy to the documents) and
 * the carousels read the new order at once. The audit log keeps the list before and after.
 */
async function replaceFeatured(
  db: Database,
  { table, list, action, target }: FeaturedKind,
  ids: readonly number[],
  actorId: number,
): Promise<number[]> {
  const missing = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${FEATURED_LOCK}`)
    const found = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM ${table} WHERE id IN (SELECT unnest(${intArray(ids)}))`,
    )
    const known = new Set(found.map((row) => row.id))
    const unknown = ids.filter((id) => !known.has(id))
    if (unknown.length > 0) return unknown
    const before = names(await list(tx))
    await tx.execute(sql`
      UPDATE ${table} SET featured = false, featured_position = NULL
      WHERE featured AND id NOT IN (SELECT unnest(${intArray(ids)}))`)
    await tx.execute(sql`
      UPDATE ${table} AS item SET featured = true, featured_position = placed.position
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS placed (id, position)
      WHERE item.id = placed.id
        AND (NOT item.featured OR item.featured_position IS DISTINCT FROM placed.position)`)
    await recordAdminChange(tx, {
      actorId,
      action,
      target: { kind: target, id: null, label: null },
      before: { [target]: before },
      after: { [target]: names(await list(tx)) },
    })
    return []
  })
  if (missing.length === 0) await bumpCatalogueVersion(db)
  return missing
}

/** Features these tactics in this order; answers the ids that name no tactic, changing nothing. */
export const featureTactics = (db: Database, ids: readonly number[], actorId: number) =>
  replaceFeatured(
    db,
    { table: tactics, list: featuredTactics, action: 'featured.tactics_saved', target: 'tactics' },
    ids,
    actorId,
  )

/** Features these vendors in this order; answers the ids that name no vendor, changing nothing. */
export const featureVendors = (db: Database, ids: readonly number[], actorId: number) =>
  replaceFeatured(
    db,
    { table: vendors, list: featuredVendors, action: 'featured.vendors_saved', target: 'vendors' },
    ids,
    actorId,
  )
