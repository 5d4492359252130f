import { sql } from 'drizzle-orm'
import unhomoglyph from 'unhomoglyph'
import type { Database } from '../db/client.ts'
import { companies, vendors } from '../db/schema/index.ts'
import { queryRows } from '../search/query-rows.ts'

/** Characters that show nothing: format controls (zero-width space and joiners, direction marks,
 * soft hyphen) and the other default-ignorable code points (variation selectors, fillers). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

/**
 * A vendor name as read: compatibility-normalised (NFKC: fullwidth letters are letters, a
 * no-break space is a space), without invisible characters, runs of white space made one space,
 * trimmed, in lower case. Two profiles with one key are one name (unique index vendors_name_key).
 */
export function vendorNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .normalize('NFKC')
}

/**
 * What a name looks like: the key with each character replaced by its prototype in Unicode's
 * confusables mapping (UTS #39 skeleton: Cyrillic а is a, rn is m), so look-alikes compare equal.
 */
export function vendorNameSkeleton(name: string): string {
  return unhomoglyph(vendorNameKey(name).normalize('NFD')).normalize('NFD')
}

/** The columns a written vendor name carries. */
export const vendorNameColumns = (name: string) => ({
  name,
  nameKey: vendorNameKey(name),
  nameSkeleton: vendorNameSkeleton(name),
})

export type NameLikeness = { name: string; sameName: boolean }

/**
 * A vendor company other than `companyId`, or another company's profile, whose name looks like
 * `name` (sameName: reads the same). With `olderOnly`, only companies registered before it count.
 */
export async function vendorNamedLike(
  db: Database,
  name: string,
  companyId: number | null,
  olderOnly = false,
): Promise<NameLikeness | undefined> {
  const skeleton = vendorNameSkeleton(name)
  const key = vendorNameKey(name)
  const own = companyId ?? 0
  const others = (column: typeof companies.id | typeof vendors.companyId) =>
    olderOnly ? sql`${column} < ${own}` : sql`${column} <> ${own}`
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`(SELECT ${vendors.name} AS name FROM ${vendors}
          WHERE ${vendors.nameSkeleton} = ${skeleton} AND ${others(vendors.companyId)}
          ORDER BY ${vendors.nameKey} = ${key} DESC LIMIT 1)
        UNION ALL
        (SELECT ${companies.name} FROM ${companies}
          WHERE ${companies.companyType} = 'vendor' AND ${companies.nameSkeleton} = ${skeleton}
            AND ${others(companies.id)} LIMIT 1)
        LIMIT 1`,
  )
  if (!row) return undefined
  return { name: row.name, sameName: vendorNameKey(row.name) === key }
}
