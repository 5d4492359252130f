import * as v from 'valibot'
import { firstIssueOnly, idField, requiredText } from './fields.ts'
import { madeOnce } from './made-once.ts'
import type { Role } from './roles.ts'
import { pageField, perPageField } from './search-query-fields.ts'

/** docs/spec/workspace.md §6 limits, and the server's own where the spec is silent. */
export const EVENT_NAME_MAX = 120
export const EVENT_VENUE_MAX = 120
export const EVENT_CITY_MAX = 80
export const BOOTH_MAX = 12
export const EVENT_PAGE_SIZE = 20
export const EXHIBITOR_PAGE_SIZE = 50
export const EXHIBITOR_QUERY_MAX = 60

/** A booth as printed on a show's floor plan: "B214", "Hall 3-12", "A 7". */
export const BOOTH_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/

/** Where an event stands on a given day: on from its first day to its last, both included. */
export const EVENT_STAGES = ['upcoming', 'on', 'past'] as const
export type EventStage = (typeof EVENT_STAGES)[number]

/** An exhibitor a super_admin added, or a vendor_admin's own request until one approves it. */
export const EXHIBITOR_STATUSES = ['approved', 'pending'] as const
export type ExhibitorStatus = (typeof EXHIBITOR_STATUSES)[number]

/** How an event's exhibitors are listed: by booth (the floor's order) or by name. */
export const EXHIBITOR_SORTS = ['booth', 'name'] as const
export type ExhibitorSort = (typeof EXHIBITOR_SORTS)[number]

/** The texts of docs/spec/workspace.md §6, and the server's own where the spec is silent. */
export const EVENT_MESSAGES = {
  menu: 'Events',
  upcoming: 'Upcoming',
  past: 'Past',
  atEvent: (name: string) => `At ${name}`,
  takeOffline: 'Take this event offline',
  vendorsSaved: (saved: number, total: number) => `${saved} of ${total} vendors saved`,
  printBoothCard: 'Print booth card',
  scanBoothCode: 'Scan booth code',
  nameRequired: 'Name of the event is required',
  venueRequired: 'Venue is required',
  cityRequired: 'City is required',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  endsBeforeStart: 'The last day cannot be before the first',
  boothRequired: 'Booth number is required',
  boothInvalid: 'Use letters, digits, spaces and hyphens for the booth number',
  boothTaken: 'Another exhibitor has this booth',
  eventEnded: 'This event has ended',
  notFound: 'Event not found',
  exhibitorNotFound: 'This company does not exhibit at this event',
  sortInvalid: `Sort by ${EXHIBITOR_SORTS.join(' or ')}`,
  queryTooLong: `Search within ${EXHIBITOR_QUERY_MAX} characters`,
  vendorUnknown: 'No vendor has this id: it may have been deleted',
} as const

/** Years 1900 to 2999: PostgreSQL has no year 0000, and no trade show is dated before 1900. */
const ISO_DATE = /^(19|2\d)\d{2}-\d{2}-\d{2}$/

/** Whether `day` is YYYY-MM-DD of a calendar day that exists (2026-02-30 does not). */
function isDay(day: string): boolean {
  if (!ISO_DATE.test(day)) return false
  // Month 13 is no date at all (toISOString would throw); February 30 rolls over to March.
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** A calendar day, YYYY-MM-DD, that exists. */
const dayField = () =>
  firstIssueOnly(
    v.pipe(
      v.string(EVENT_MESSAGES.dateInvalid),
      v.regex(ISO_DATE, EVENT_MESSAGES.dateInvalid),
      v.check(isDay, EVENT_MESSAGES.dateInvalid),
    ),
  )

export const boothField = () =>
  firstIssueOnly(
    v.pipe(
      v.string(EVENT_MESSAGES.boothRequired),
      v.trim(),
      v.nonEmpty(EVENT_MESSAGES.boothRequired),
      v.maxLength(BOOTH_MAX, `Booth number is too long (maximum is ${BOOTH_MAX} characters)`),
      v.regex(BOOTH_PATTERN, EVENT_MESSAGES.boothInvalid),
      // "A  7" is the booth "A 7": one space between words, so the unique booth sees them as one.
      v.transform((booth) => booth.replace(/ {2,}/g, ' ')),
    ),
  )

/** POST /admin/events and PATCH /admin/events/{id} (every field again). */
export const EventInputSchema = v.pipe(
  v.object({
    name: requiredText(EVENT_MESSAGES.nameRequired, EVENT_NAME_MAX),
    venue: requiredText(EVENT_MESSAGES.venueRequired, EVENT_VENUE_MAX),
    city: requiredText(EVENT_MESSAGES.cityRequired, EVENT_CITY_MAX),
    starts_on: dayField(),
    ends_on: dayField(),
  }),
  // Only between two valid days: valibot runs this check after a field's rule failed, too.
  v.forward(
    v.check(
      (event) =>
        !isDay(event.starts_on) || !isDay(event.ends_on) || event.ends_on >= event.starts_on,
      EVENT_MESSAGES.endsBeforeStart,
    ),
    ['ends_on'],
  ),
)
export type EventInput = v.InferOutput<typeof EventInputSchema>

/** PUT /events/{id}/exhibitors/{vendorId}. */
export const ExhibitorInputSchema = v.object({ booth: boothField() })

/** PUT /admin/events/{id}/exhibitors (a super_admin adds any vendor, approved at once). */
export const AdminExhibitorInputSchema = v.object({ vendor_id: idField(), booth: boothField() })

/** GET /events. */
export const EventPageQuerySchema = v.object({ page: pageField, per_page: perPageField })

/** GET /events/{id}: exhibitors found by name or booth, sorted by booth or name. */
export const ExhibitorQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(EXHIBITOR_QUERY_MAX, EVENT_MESSAGES.queryTooLong)),
  ),
  sort: v.optional(v.picklist(EXHIBITOR_SORTS, EVENT_MESSAGES.sortInvalid)),
  page: pageField,
  per_page: perPageField,
})

/** Where an event running `startsOn` to `endsOn` stands on `today` (all YYYY-MM-DD). */
export function eventStage(startsOn: string, endsOn: string, today: string): EventStage {
  if (today < startsOn) return 'upcoming'
  if (today > endsOn) return 'past'
  return 'on'
}

/**
 * Booth numbers in the floor's order: "A2" before "A10", "Hall 3-4" before "Hall 12-1", digits
 * compared as numbers, letters without case.
 */
const boothCollator = madeOnce(
  () => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }),
)
export const compareBooths = (a: string, b: string) => boothCollator().compare(a, b)

/** The day it is at `now` in UTC, YYYY-MM-DD: the server decides an event's stage by it. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10)

/**
 * What a PUT of a booth by this viewer of the vendor makes of it: a super_admin's is approved at
 * once, the vendor's own admin's waits for one (pending); anyone else may not (null).
 */
export function boothStatusFor(viewer: { role: Role; member: boolean }): ExhibitorStatus | null {
  if (viewer.role === 'super_admin') return 'approved'
  if (viewer.role === 'vendor_admin' && viewer.member) return 'pending'
  return null
}

/** An event as GET /events and GET /events/{id} answer it; exhibitor_count counts approved ones. */
export type EventSummary = {
  id: number
  name: string
  venue: string
  city: string
  starts_on: string
  ends_on: string
  stage: EventStage
  exhibitor_count: number
}

export type EventPage = { events: EventSummary[]; page: number; per_page: number; total: number }

/** An exhibitor as the event's page lists it: approved ones only. */
export type Exhibitor = {
  vendor: { id: number; name: string; logo_url: string | null }
  booth: string
}

/** A vendor's entry at an event with its status: PUT's answer, and a member's own_requests. */
export type ExhibitorEntry = { vendor_id: number; booth: string; status: ExhibitorStatus }

export type EventDetail = {
  event: EventSummary
  exhibitors: Exhibitor[]
  page: number
  per_page: number
  total: number
  /** The viewer's own vendor's entry at this event, pending or approved; empty for others. */
  own_requests: ExhibitorEntry[]
}

/** An event in the admin site: with its pending requests too. */
export type AdminEvent = EventSummary & {
  pending_count: number
  created_at: string
  updated_at: string
}

export type AdminEventPage = {
  events: AdminEvent[]
  page: number
  per_page: number
  total: number
}

/** Every entry of an event in the admin site, pending ones included. */
export type AdminExhibitor = Exhibitor & {
  status: ExhibitorStatus
  requested_by: { id: number; email: string; first_name: string; last_name: string } | null
  created_at: string
  approved_at: string | null
}

const eventDay = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

/** An event's days as a range ("Dec 21 – 23, 2026"); a one-day event as its day. */
export function eventDays(startsOn: string, endsOn: string): string {
  const start = new Date(`${startsOn}T00:00:00Z`)
  if (startsOn === endsOn) return eventDay().format(start)
  return eventDay().formatRange(start, new Date(`${endsOn}T00:00:00Z`))
}
