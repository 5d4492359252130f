import { type SQL, sql } from 'drizzle-orm'
import {
  type ActivityFilter,
  type ActivityKind,
  ADMIN_ACTIVITY_PAGE_SIZE,
  type AdminActivity,
  type AdminActivityPage,
} from '../../domain/admin-activity.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from '../search/query-rows.ts'
import { containing } from './admin-accounts.ts'

type ActivityRow = {
  kind: ActivityKind
  id: number
  at: Date | string
  vendor_id: number | null
  vendor_name: string | null
  tactic_id: number | null
  tactic_name: string | null
  buyer_id: number
  buyer_name: string
  buyer_email: string
  buyer_company: string | null
  recipients: string[] | null
}

/** The buyers' sent actions as one list; a quote request is dated when it was sent. */
const actions = sql`(
  select 'quote' as kind, id, coalesce(closed_at, created_at) as at, user_id, vendor_id, tactic_id,
    array_cat(coalesce(email_to, '{}'), coalesce(email_cc, '{}')) as recipients
  from quote_requests where status = 'sent'
  union all
  select 'share', id, created_at, user_id, vendor_id, tactic_id, emails from shares
  union all
  select 'nudge', id, created_at, user_id, vendor_id, tactic_id, email_to from vendor_nudges
) a
join users u on u.id = a.user_id
left join companies c on c.id = u.company_id
left join vendors v on v.id = a.vendor_id
left join tactics t on t.id = a.tactic_id`

function filtered({ kind, from, to, vendor_id, buyer }: ActivityFilter): SQL {
  const conditions: SQL[] = [sql`true`]
  if (kind) conditions.push(sql`a.kind = ${kind}`)
  if (from) conditions.push(sql`a.at >= ${from}::date`)
  if (to) conditions.push(sql`a.at < ${to}::date + 1`)
  if (vendor_id) conditions.push(sql`a.vendor_id = ${vendor_id}`)
  if (buyer) {
    const pattern = containing(buyer)
    conditions.push(sql`((u.first_name || ' ' || u.last_name) ilike ${pattern}
      or u.email ilike ${pattern} or c.name ilike ${pattern})`)
  }
  return sql.join(conditions, sql` and `)
}

function toAdminActivity(row: ActivityRow): AdminActivity {
  return {
    kind: row.kind,
    id: row.id,
    at: new Date(row.at).toISOString(),
    vendor: row.vendor_id === null ? null : { id: row.vendor_id, name: row.vendor_name ?? '' },
    tactic: row.tactic_id === null ? null : { id: row.tactic_id, name: row.tactic_name ?? '' },
    buyer: {
      id: row.buyer_id,
      name: row.buyer_name,
      email: row.buyer_email,
      company: row.buyer_company,
    },
    recipients: row.recipients ?? [],
  }
}

/** The activity the filter finds, newest first, `limit` rows from `offset`. */
export async function activityRows(
  db: Database,
  filter: ActivityFilter,
  limit: number,
  offset = 0,
): Promise<AdminActivity[]> {
  const rows = await queryRows<ActivityRow>(
    db,
    sql`select a.kind, a.id, a.at, a.vendor_id, v.name as vendor_name, a.tactic_id,
      t.name as tactic_name, u.id as buyer_id, u.first_name || ' ' || u.last_name as buyer_name,
      u.email as buyer_email, c.name as buyer_company, a.recipients
    from ${actions} where ${filtered(filter)}
    order by a.at desc, a.kind, a.id desc limit ${limit} offset ${offset}`,
  )
  return rows.map(toAdminActivity)
}

/** One page of it, with how many the filter finds in all. */
export async function listActivity(
  db: Database,
  filter: ActivityFilter,
): Promise<AdminActivityPage> {
  const { page } = filter
  const activity = await activityRows(
    db,
    filter,
    ADMIN_ACTIVITY_PAGE_SIZE,
    (page - 1) * ADMIN_ACTIVITY_PAGE_SIZE,
  )
  const [total] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from ${actions} where ${filtered(filter)}`,
  )
  return { activity, total: Number(total?.count ?? 0), page, per_page: ADMIN_ACTIVITY_PAGE_SIZE }
}
