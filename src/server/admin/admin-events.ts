import { and, count, desc, eq, sql } from 'drizzle-orm'
import {
  type AdminEvent,
  type AdminEventPage,
  type AdminExhibitor,
  compareBooths,
  EVENT_MESSAGES,
  type EventInput,
} from '../../domain/events.ts'
import type { Database } from '../db/client.ts'
import { eventExhibitors, events, users, vendors } from '../db/schema/index.ts'
import {
  type CountedEvent,
  type EventRow,
  eventColumns,
  eventJson,
  type Paging,
} from '../events/event-queries.ts'
import { auditedEntry } from '../events/event-writes.ts'
import { HttpError } from '../http-errors.ts'
import { bumpCatalogueVersion } from '../search/catalogue-version.ts'
import { recordAdminChange } from './audit-log.ts'

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString())

export function adminEventJson(event: CountedEvent, today: string): AdminEvent {
  return {
    ...eventJson(event, today),
    pending_count: event.pending,
    created_at: new Date(event.row.createdAt).toISOString(),
    updated_at: new Date(event.row.updatedAt).toISOString(),
  }
}

/** Every event, the latest first day first (docs/api-admin.md, "Events"). */
export async function adminEventPage(
  db: Database,
  today: string,
  paging: Paging,
): Promise<AdminEventPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .orderBy(desc(events.startsOn), desc(events.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(events),
  ])
  return {
    events: rows.map((row) => adminEventJson(row, today)),
    page: paging.page,
    per_page: paging.perPage,
    total: total?.total ?? 0,
  }
}

/** An event as the audit log keeps it: the fields the form edits. */
const auditedEvent = (row: EventRow) => ({
  name: row.name,
  venue: row.venue,
  city: row.city,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
})

const eventTarget = (row: EventRow) => ({ kind: 'event', id: row.id, label: row.name })

const columnsOf = (input: EventInput) => ({
  name: input.name,
  venue: input.venue,
  city: input.city,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
})

/** POST /admin/events: the new event's id. */
export async function createEvent(db: Database, input: EventInput, actorId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(columnsOf(input)).returning()
    const created = row as EventRow
    await recordAdminChange(tx, {
      actorId,
      action: 'event.created',
      target: eventTarget(created),
      before: null,
      after: auditedEvent(created),
    })
    return created.id
  })
}

/** The event's row, held until the transaction ends; 404 for one deleted meanwhile. */
async function lockedEvent(tx: Database, id: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update')
  if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound)
  return row
}

/** PATCH /admin/events/{id}: every field again; the same values change nothing. */
export async function updateEvent(db: Database, id: number, input: EventInput, actorId: number) {
  await db.transaction(async (tx) => {
    const before = await lockedEvent(tx, id)
    const after = auditedEvent({ ...before, ...columnsOf(input) })
    if (JSON.stringify(after) === JSON.stringify(auditedEvent(before))) return
    await tx
      .update(events)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(events.id, id))
    await recordAdminChange(tx, {
      actorId,
      action: 'event.changed',
      target: eventTarget(before),
      before: auditedEvent(before),
      after,
    })
  })
}

/** DELETE /admin/events/{id}: the event and every entry of it. */
export async function deleteEvent(db: Database, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const before = await lockedEvent(tx, id)
    const [entries] = await tx
      .select({ total: count() })
      .from(eventExhibitors)
      .where(eq(eventExhibitors.eventId, id))
    await tx.delete(events).where(eq(events.id, id))
    await recordAdminChange(tx, {
      actorId,
      action: 'event.deleted',
      target: eventTarget(before),
      before: { ...auditedEvent(before), exhibitors: entries?.total ?? 0 },
      after: null,
    })
  })
  await bumpCatalogueVersion(db)
}

const exhibitorColumns = {
  entry: eventExhibitors,
  vendorName: vendors.name,
  vendorLogoUrl: vendors.logoUrl,
  requesterEmail: users.email,
  requesterFirstName: users.firstName,
  requesterLastName: users.lastName,
}

type ExhibitorRecord = {
  entry: typeof eventExhibitors.$inferSelect
  vendorName: string
  vendorLogoUrl: string | null
  requesterEmail: string | null
  requesterFirstName: string | null
  requesterLastName: string | null
}

function adminExhibitorJson(record: ExhibitorRecord): AdminExhibitor {
  const { entry } = record
  return {
    vendor: { id: entry.vendorId, name: record.vendorName, logo_url: record.vendorLogoUrl },
    booth: entry.booth,
    status: entry.status,
    requested_by:
      entry.requestedBy === null || record.requesterEmail === null
        ? null
        : {
            id: entry.requestedBy,
            email: record.requesterEmail,
            first_name: record.requesterFirstName ?? '',
            last_name: record.requesterLastName ?? '',
          },
    created_at: new Date(entry.createdAt).toISOString(),
    approved_at: iso(entry.approvedAt),
  }
}

function exhibitorRecords(db: Database) {
  return db
    .select(exhibitorColumns)
    .from(eventExhibitors)
    .innerJoin(vendors, eq(vendors.id, eventExhibitors.vendorId))
    .leftJoin(users, eq(users.id, eventExhibitors.requestedBy))
}

/**
 * GET /admin/events/{id}/exhibitors: every entry, the requests waiting for a decision first,
 * each group in the floor's order.
 */
export async function adminExhibitorPage(db: Database, eventId: number, paging: Paging) {
  const rows = await exhibitorRecords(db).where(eq(eventExhibitors.eventId, eventId))
  rows.sort(
    (a, b) =>
      Number(a.entry.status === 'approved') - Number(b.entry.status === 'approved') ||
      compareBooths(a.entry.booth, b.entry.booth) ||
      a.entry.vendorId - b.entry.vendorId,
  )
  const start = (paging.page - 1) * paging.perPage
  return {
    exhibitors: rows.slice(start, start + paging.perPage).map(adminExhibitorJson),
    total: rows.length,
  }
}

/** One entry as the admin site lists it; 404 for a vendor without one at the event. */
export async function adminExhibitor(
  db: Database,
  eventId: number,
  vendorId: number | null,
): Promise<AdminExhibitor> {
  const [row] =
    vendorId === null
      ? []
      : await exhibitorRecords(db).where(
          and(eq(eventExhibitors.eventId, eventId), eq(eventExhibitors.vendorId, vendorId)),
        )
  if (!row) throw new HttpError(404, EVENT_MESSAGES.exhibitorNotFound)
  return adminExhibitorJson(row)
}

/** The entry with its event and vendor, held until the transaction ends; 404 without one. */
async function lockedEntry(tx: Database, eventId: number, vendorId: number) {
  const [row] = await tx
    .select({ entry: eventExhibitors, eventName: events.name, vendorName: vendors.name })
    .from(eventExhibitors)
    .innerJoin(events, eq(events.id, eventExhibitors.eventId))
    .innerJoin(vendors, eq(vendors.id, eventExhibitors.vendorId))
    .where(and(eq(eventExhibitors.eventId, eventId), eq(eventExhibitors.vendorId, vendorId)))
    .for('update', { of: eventExhibitors })
  if (!row) throw new HttpError(404, EVENT_MESSAGES.exhibitorNotFound)
  return row
}

/** PUT /admin/events/{id}/exhibitors/{vendorId}/approval: a pending request approved; again, nothing. */
export async function approveExhibitor(
  db: Database,
  eventId: number,
  vendorId: number,
  actorId: number,
) {
  await db.transaction(async (tx) => {
    const { entry, eventName, vendorName } = await lockedEntry(tx, eventId, vendorId)
    if (entry.status === 'approved') return
    const [row] = await tx
      .update(eventExhibitors)
      .set({ status: 'approved', approvedAt: sql`now()` })
      .where(and(eq(eventExhibitors.eventId, eventId), eq(eventExhibitors.vendorId, vendorId)))
      .returning()
    await recordAdminChange(tx, {
      actorId,
      action: 'event.exhibitor_approved',
      target: { kind: 'event', id: eventId, label: eventName },
      before: auditedEntry(entry, vendorName),
      after: auditedEntry(row as typeof entry, vendorName),
    })
  })
  await bumpCatalogueVersion(db)
}

/** DELETE /admin/events/{id}/exhibitors/{vendorId}: an exhibitor removed, or a request declined. */
export async function removeExhibitor(
  db: Database,
  eventId: number,
  vendorId: number,
  actorId: number,
) {
  await db.transaction(async (tx) => {
    const { entry, eventName, vendorName } = await lockedEntry(tx, eventId, vendorId)
    await tx
      .delete(eventExhibitors)
      .where(and(eq(eventExhibitors.eventId, eventId), eq(eventExhibitors.vendorId, vendorId)))
    await recordAdminChange(tx, {
      actorId,
      action: 'event.exhibitor_removed',
      target: { kind: 'event', id: eventId, label: eventName },
      before: auditedEntry(entry, vendorName),
      after: null,
    })
  })
  await bumpCatalogueVersion(db)
}
