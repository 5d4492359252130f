import { and, eq, sql } from 'drizzle-orm'
import {
  EVENT_MESSAGES,
  type ExhibitorEntry,
  type ExhibitorStatus,
  eventStage,
} from '../../domain/events.ts'
import { recordAdminChange } from '../admin/audit-log.ts'
import type { Database } from '../db/client.ts'
import { postgresErrorCode } from '../db/postgres-errors.ts'
import { eventExhibitors, events, vendors } from '../db/schema/index.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import { bumpCatalogueVersion } from '../search/catalogue-version.ts'

export type ExhibitorRow = typeof eventExhibitors.$inferSelect

/** PostgreSQL's unique_violation: here only the booth's index can raise it (the key is upserted). */
const UNIQUE_VIOLATION = '23505'

export type BoothWrite = {
  eventId: number
  vendorId: number
  booth: string
  /** What the writer's role makes of it (boothStatusFor): approved, or a request pending. */
  status: ExhibitorStatus
  userId: number
  /** A super_admin's write, kept in the admin audit log. */
  audited: boolean
  /** The public call's day: an event that ended before it takes no booth. */
  today?: string
}

export const entryJson = (row: ExhibitorRow): ExhibitorEntry => ({
  vendor_id: row.vendorId,
  booth: row.booth,
  status: row.status,
})

/** An entry as the audit log keeps it. */
export const auditedEntry = (row: ExhibitorRow, vendorName: string) => ({
  vendor_id: row.vendorId,
  vendor: vendorName,
  booth: row.booth,
  status: row.status,
})

/** The event's row, held against a change of its days or its deletion until the write ends. */
async function lockedEvent(tx: Database, eventId: number) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('share')
  if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound)
  return event
}

/**
 * Sets a vendor's booth at an event (PUT /events/{id}/exhibitors/{vendorId}, PUT
 * /admin/events/{id}/exhibitors). A super_admin's write is approved at once; a vendor_admin's is
 * a request, pending until a super_admin approves it, and a new booth for an approved entry is a
 * new request. The same booth again changes nothing. A booth another exhibitor of the event holds,
 * pending or approved, is 422 on `booth`: the unique index decides between two writes at once.
 */
export async function saveExhibitor(db: Database, write: BoothWrite): Promise<ExhibitorRow> {
  const saved = await savedExhibitor(db, write)
  // The search filter "At {event name}" reads the exhibitors (src/server/search/event-filter.ts).
  await bumpCatalogueVersion(db)
  return saved
}

async function savedExhibitor(db: Database, write: BoothWrite): Promise<ExhibitorRow> {
  try {
    // A transaction of its own (a savepoint under an Idempotency-Key's): a refused booth rolls
    // back this write, not the request's.
    return await db.transaction(async (tx) => {
      const event = await lockedEvent(tx, write.eventId)
      if (write.today && eventStage(event.startsOn, event.endsOn, write.today) === 'past') {
        throw new FieldError({ base: [EVENT_MESSAGES.eventEnded] })
      }
      // The vendor's row, held until the write ends: a second write for the same vendor waits and
      // then finds the first one's entry, where two inserts of a new entry at once could meet on
      // the booth's unique index first and refuse the vendor its own booth.
      const [vendor] = await tx
        .select({ name: vendors.name })
        .from(vendors)
        .where(eq(vendors.id, write.vendorId))
        .for('no key update')
      if (!vendor) throw new FieldError({ vendor_id: [EVENT_MESSAGES.vendorUnknown] })
      const key = and(
        eq(eventExhibitors.eventId, write.eventId),
        eq(eventExhibitors.vendorId, write.vendorId),
      )
      const [before] = await tx.select().from(eventExhibitors).where(key).for('update')
      const sameBooth = before?.booth === write.booth
      const status: ExhibitorStatus =
        write.status === 'approved' || (sameBooth && before?.status === 'approved')
          ? 'approved'
          : 'pending'
      if (before && sameBooth && before.status === status) return before
      const wasApproved = before?.status === 'approved'
      const values = {
        booth: write.booth,
        status,
        requestedBy: before && sameBooth ? before.requestedBy : write.userId,
        approvedAt:
          status === 'pending' ? null : wasApproved ? (before?.approvedAt ?? null) : sql`now()`,
      }
      const [row] = await tx
        .insert(eventExhibitors)
        .values({ eventId: write.eventId, vendorId: write.vendorId, ...values })
        .onConflictDoUpdate({
          target: [eventExhibitors.eventId, eventExhibitors.vendorId],
          set: values,
        })
        .returning()
      const saved = row as ExhibitorRow
      if (write.audited) {
        await recordAdminChange(tx, {
          actorId: write.userId,
          action: before && sameBooth ? 'event.exhibitor_approved' : 'event.exhibitor_saved',
          target: { kind: 'event', id: event.id, label: event.name },
          before: before ? auditedEntry(before, vendor.name) : null,
          after: auditedEntry(saved, vendor.name),
        })
      }
      return saved
    })
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw new FieldError({ booth: [EVENT_MESSAGES.boothTaken] })
    }
    throw error
  }
}
