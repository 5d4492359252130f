import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import {
  compareBooths,
  EVENT_MESSAGES,
  type EventPage,
  type EventSummary,
  type Exhibitor,
  type ExhibitorEntry,
  type ExhibitorSort,
  eventStage,
} from '../../domain/events.ts'
import { COMPANY_ROLES, type Role } from '../../domain/roles.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { eventExhibitors, events, vendors } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'

export type Paging = { page: number; perPage: number }
export type EventRow = typeof events.$inferSelect

/** An entry's count of one status, for the event of the row selected. */
const entries = (status: 'approved' | 'pending') =>
  sql<number>`(SELECT count(*) FROM ${eventExhibitors} x
    WHERE x.event_id = ${events.id} AND x.status = ${status})`.mapWith(Number)

/** The columns every event answer is made of. */
export const eventColumns = {
  row: events,
  approved: entries('approved'),
  pending: entries('pending'),
}

export type CountedEvent = { row: EventRow; approved: number; pending: number }

export function eventJson(event: CountedEvent, today: string): EventSummary {
  const { row } = event
  return {
    id: row.id,
    name: row.name,
    venue: row.venue,
    city: row.city,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    stage: eventStage(row.startsOn, row.endsOn, today),
    exhibitor_count: event.approved,
  }
}

/**
 * Events on or still to come first, the soonest first; then those past, the latest first
 * (docs/api-events.md). `today` is the server's UTC day.
 */
export async function eventPage(db: Database, today: string, paging: Paging): Promise<EventPage> {
  const ended = sql`${events.endsOn} < ${today}`
  const [rows, [total]] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .orderBy(
        asc(ended),
        sql`CASE WHEN NOT ${ended} THEN ${events.startsOn} END ASC`,
        sql`CASE WHEN ${ended} THEN ${events.endsOn} END DESC`,
        sql`CASE WHEN ${ended} THEN ${events.startsOn} END DESC`,
        asc(events.id),
      )
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(events),
  ])
  return {
    events: rows.map((row) => eventJson(row, today)),
    page: paging.page,
    per_page: paging.perPage,
    total: total?.total ?? 0,
  }
}

/** The event of the path with its counts; 404 for an id that names none. */
export async function countedEvent(db: Database, id: number | null): Promise<CountedEvent> {
  const [event] =
    id === null ? [] : await db.select(eventColumns).from(events).where(eq(events.id, id))
  if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound)
  return event
}

/** `text` for a LIKE pattern, its own %, _ and backslash taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Exhibitors whose name holds `q` or whose booth starts with it, in any case. */
function matching(q: string): SQL | undefined {
  if (q === '') return undefined
  return or(ilike(vendors.name, `%${literal(q)}%`), ilike(eventExhibitors.booth, `${literal(q)}%`))
}

const compareNames = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare

/**
 * A page of the event's approved exhibitors. Sorted here, not in SQL: the floor's order ("A2"
 * before "A10") is a numeric collation the embedded database has no ICU for, and a show has at
 * most a few thousand exhibitors.
 */
export async function exhibitorPage(
  db: Database,
  eventId: number,
  query: { q: string; sort: ExhibitorSort } & Paging,
): Promise<{ exhibitors: Exhibitor[]; total: number }> {
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      logoUrl: vendors.logoUrl,
      booth: eventExhibitors.booth,
    })
    .from(eventExhibitors)
    .innerJoin(vendors, eq(vendors.id, eventExhibitors.vendorId))
    .where(
      and(
        eq(eventExhibitors.eventId, eventId),
        eq(eventExhibitors.status, 'approved'),
        matching(query.q),
      ),
    )
  const byBooth = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    compareBooths(a.booth, b.booth) || a.id - b.id
  rows.sort(
    query.sort === 'name'
      ? (a, b) => compareNames(a.name, b.name) || byBooth(a, b)
      : (a, b) => byBooth(a, b) || compareNames(a.name, b.name),
  )
  const start = (query.page - 1) * query.perPage
  return {
    exhibitors: rows.slice(start, start + query.perPage).map((row) => ({
      vendor: { id: row.id, name: row.name, logo_url: row.logoUrl },
      booth: row.booth,
    })),
    total: rows.length,
  }
}

/** A vendor member's own vendor's entry at the event, pending or approved; none for others. */
export async function ownRequests(
  db: Database,
  eventId: number,
  user: SessionUser,
): Promise<ExhibitorEntry[]> {
  if (!(COMPANY_ROLES as readonly Role[]).includes(user.role) || user.companyId === null) return []
  const rows = await db
    .select({
      vendor_id: eventExhibitors.vendorId,
      booth: eventExhibitors.booth,
      status: eventExhibitors.status,
    })
    .from(eventExhibitors)
    .innerJoin(vendors, eq(vendors.id, eventExhibitors.vendorId))
    .where(and(eq(eventExhibitors.eventId, eventId), eq(vendors.companyId, user.companyId)))
  return rows
}
