import { sql } from 'drizzle-orm'
import { type AdminCompany, COMPANY_SEARCH_LIMIT } from '../../domain/admin-companies.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from '../search/query-rows.ts'

const COMPANY_COLUMNS = sql`c.id, c.name, c.website, c.company_type,
  (SELECT count(*) FROM users u WHERE u.company_id = c.id)::int AS members,
  v.id AS vendor_id,
  (SELECT count(*) FROM tactics t WHERE t.vendor_id = v.id)::int AS tactics
  FROM companies c LEFT JOIN vendors v ON v.company_id = c.id`

/** Companies whose name holds every word typed, by name; the first ones when nothing is typed. */
export async function searchCompanies(db: Database, query: string): Promise<AdminCompany[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = words.map((word) => sql`strpos(lower(c.name), ${word}) > 0`)
  return queryRows<AdminCompany>(
    db,
    sql`SELECT ${COMPANY_COLUMNS} WHERE ${sql.join([sql`true`, ...matches], sql` AND `)}
      ORDER BY lower(c.name), c.id LIMIT ${COMPANY_SEARCH_LIMIT}`,
  )
}

export async function adminCompany(db: Database, id: number): Promise<AdminCompany | undefined> {
  const [company] = await queryRows<AdminCompany>(
    db,
    sql`SELECT ${COMPANY_COLUMNS} WHERE c.id = ${id}`,
  )
  return company
}
