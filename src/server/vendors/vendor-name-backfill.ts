import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { companies, vendors } from '../db/schema/index.ts'
import { vendorNameColumns, vendorNameKey, vendorNameSkeleton } from './vendor-name-identity.ts'

/** The name with the first " (n)" from 2 on whose key no profile holds. */
function freeName(name: string, takenKeys: Set<string>): string {
  const base = name.trim()
  let n = 2
  while (takenKeys.has(vendorNameKey(`${base} (${n})`))) n += 1
  return `${base} (${n})`
}

/**
 * Fills the name keys and skeletons, which only JavaScript computes, of rows written without them:
 * all rows once migration 0018 added the columns, later any row written by SQL alone. Of profiles
 * whose names read the same, the earliest keeps the name and the others become "Name (2)",
 * "Name (3)", ... (the first free number), as migration 0010 did for company names.
 */
export async function fillVendorNameIdentity(db: Database): Promise<void> {
  const missing = isNull(vendors.nameKey)
  const [pending] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(missing)
    .union(db.select({ id: companies.id }).from(companies).where(isNull(companies.nameSkeleton)))
    .limit(1)
  if (!pending) return
  await db.transaction(async (tx) => {
    // Parallel starts fill in turn; writes of names wait until the keys are known.
    await tx.execute(sql`LOCK TABLE ${vendors}, ${companies} IN SHARE ROW EXCLUSIVE MODE`)
    const keyed = await tx
      .select({ key: vendors.nameKey })
      .from(vendors)
      .where(isNotNull(vendors.nameKey))
    const takenKeys = new Set(keyed.map((row) => row.key as string))
    const rows = await tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(missing)
      .orderBy(asc(vendors.id))
    const keeping = new Set<number>()
    for (const row of rows) {
      const key = vendorNameKey(row.name)
      if (takenKeys.has(key)) continue
      takenKeys.add(key)
      keeping.add(row.id)
    }
    for (const row of rows) {
      const name = keeping.has(row.id) ? row.name : freeName(row.name, takenKeys)
      const columns = vendorNameColumns(name)
      takenKeys.add(columns.nameKey)
      await tx.update(vendors).set(columns).where(eq(vendors.id, row.id))
    }
    const unnamed = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(isNull(companies.nameSkeleton))
    for (const row of unnamed) {
      await tx
        .update(companies)
        .set({ nameSkeleton: vendorNameSkeleton(row.name) })
        .where(eq(companies.id, row.id))
    }
  })
}
