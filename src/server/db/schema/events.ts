import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { EXHIBITOR_STATUSES } from '#domain/events.ts'
import { users } from './accounts.ts'
import { vendors } from './vendors.ts'

/** A trade show a super_admin keeps (docs/spec/workspace.md §6); days are calendar days. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_days', sql`${t.endsOn} >= ${t.startsOn}`),
    // The list splits at today by the last day, then orders by the first (docs/api-events.md).
    index('events_dates').on(t.endsOn, t.startsOn),
    index('events_starts_on').on(t.startsOn.desc(), t.id.desc()),
  ],
)

/**
 * A vendor at an event with its booth: approved (a super_admin's, or a request one approved) or a
 * vendor_admin's request still pending. Deleting the event or the vendor removes it.
 */
export const eventExhibitors = pgTable(
  'event_exhibitors',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    booth: text('booth').notNull(),
    status: text('status', { enum: EXHIBITOR_STATUSES }).notNull(),
    /** Who last set this booth: the vendor_admin who asked for it, or the super_admin who set it. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last approved; null while pending. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.vendorId] }),
    // One exhibitor a booth, whatever the case it was typed in: two writes at once meet here.
    uniqueIndex('event_exhibitors_booth').on(t.eventId, sql`upper(${t.booth})`),
    index('event_exhibitors_vendor').on(t.vendorId),
    index('event_exhibitors_requested_by').on(t.requestedBy),
  ],
)
