import { type SQL, sql } from 'drizzle-orm'
import {
  type ActivityFilter,
  type ActivityKind,
  ADMIN_ACTIVITY_PAGE_SIZE,
  type AdminActivity,
  type AdminActivityPage,
  type AdminQuoteThread,
} from '../../domain/admin-activity.ts'
import { isWaitingForAnswer, type QuoteOutcome, type QuoteStatus } from '../../domain/quotes.ts'
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
  status: QuoteStatus | null
  opened_at: Date | string | null
  answered_at: Date | string | null
  thread_closed_at: Date | string | null
  outcome: QuoteOutcome | null
  nudged_at: Date | string | null
  reply_count: number | null
  last_activity_at: Date | string | null
}

/** A share's or a nudge's empty thread columns. */
const noThread = sql.raw(
  'null, null::timestamptz, null::timestamptz, null::timestamptz, null, null::timestamptz, null::int, null::timestamptz',
)

/**
 * The buyers' sent actions as one list; a quote request is dated when it was sent, and carries
 * its thread's state (its status as src/server/quotes/quote-queries.ts reads it).
 */
const actions = sql`(
  select 'quote' as kind, q.id, coalesce(q.closed_at, q.created_at) as at, q.user_id, q.vendor_id,
    q.tactic_id, array_cat(coalesce(q.email_to, '{}'), coalesce(q.email_cc, '{}')) as recipients,
    case when q.thread_closed_at is not null then 'closed' when q.answered_at is not null
      then 'answered' when q.opened_at is not null then 'opened' else 'sent' end as status,
    q.opened_at, q.answered_at, q.thread_closed_at, q.outcome, q.nudged_at,
    (select count(*)::int from quote_replies r where r.quote_request_id = q.id) as reply_count,
    coalesce(q.last_activity_at, q.closed_at, q.created_at) as last_activity_at
  from quote_requests q where q.status = 'sent'
  union all
  select 'share', id, created_at, user_id, vendor_id, tactic_id, emails, ${noThread} from shares
  union all
  select 'nudge', id, created_at, user_id, vendor_id, tactic_id, email_to, ${noThread}
  from vendor_nudges
) a
join users u on u.id = a.user_id
left join companies c on c.id = u.company_id
left join vendors v on v.id = a.vendor_id
left join tactics t on t.id = a.tactic_id`

function filtered({ kind, from, to, vendor_id, buyer, quote_status }: ActivityFilter): SQL {
  const conditions: SQL[] = [sql`true`]
  if (kind) conditions.push(sql`a.kind = ${kind}`)
  if (quote_status) conditions.push(sql`a.status = ${quote_status}`)
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
    thread: row.status === null ? null : threadOf(row, row.status),
  }
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString()

function threadOf(row: ActivityRow, status: QuoteStatus): AdminQuoteThread {
  return {
    status,
    waiting: isWaitingForAnswer(status, new Date(row.at), new Date()),
    opened_at: isoOrNull(row.opened_at),
    answered_at: isoOrNull(row.answered_at),
    closed_at: isoOrNull(row.thread_closed_at),
    outcome: row.outcome,
    nudged_at: isoOrNull(row.nudged_at),
    reply_count: Number(row.reply_count ?? 0),
    last_activity_at: new Date(row.last_activity_at ?? row.at).toISOString(),
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
      u.email as buyer_email, c.name as buyer_company, a.recipients, a.status, a.opened_at,
      a.answered_at, a.thread_closed_at, a.outcome, a.nudged_at, a.reply_count, a.last_activity_at
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
