import { asc, eq, gte, type SQL, sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { EVENT_MESSAGES, utcDay } from '../../domain/events.ts'
import type { EventFilterOption } from '../../domain/search-filters.ts'
import { SEARCH_QUERY_MESSAGES } from '../../domain/search-query-fields.ts'
import type { Database } from '../db/client.ts'
import { events } from '../db/schema/index.ts'
import type { FieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'

/*
 * The search filter "At {event name}" (docs/spec/workspace.md §6): the approved exhibitors of an
 * event on or upcoming, and their tactics. The server's UTC day decides which events those are,
 * as the event calls do (docs/api-events.md). Exhibitors join, leave and are approved without any
 * change to the catalogue: triggers on event_exhibitors and events bump the catalogue version
 * (migration 0027), so no cached answer outlives them (result-cache.ts).
 */

/** Events are for signed-in users (docs/api-events.md): a visitor's search cannot name one. */
export const eventNeedsSession = createMiddleware<ServerEnv>(async (c, next) => {
  if (c.req.query('event') !== undefined && !c.var.user) {
    return c.json({ errors: [AUTH_MESSAGES.unauthenticated] }, 401)
  }
  await next()
})

/** The filter's conditions on a search document table (as d), or its error on `event`. */
export type EventFilter = { conditions: SQL[]; errors: FieldErrors }

export async function eventFilter(
  db: Database,
  eventId: number | undefined,
  today = utcDay(new Date()),
): Promise<EventFilter> {
  if (eventId === undefined) return { conditions: [], errors: {} }
  const [event] = await db
    .select({ endsOn: events.endsOn })
    .from(events)
    .where(eq(events.id, eventId))
  if (!event) {
    return {
      conditions: [],
      errors: { event: [SEARCH_QUERY_MESSAGES.unknownIds('event', [eventId])] },
    }
  }
  if (event.endsOn < today)
    return { conditions: [], errors: { event: [EVENT_MESSAGES.eventEnded] } }
  return {
    conditions: [
      sql`d.vendor_id IN (SELECT x.vendor_id FROM event_exhibitors x
        WHERE x.event_id = ${eventId} AND x.status = 'approved')`,
    ],
    errors: {},
  }
}

/** The events a search can be filtered by, the soonest first: none has ended by `today`. */
export async function eventFilterOptions(
  db: Database,
  today = utcDay(new Date()),
): Promise<EventFilterOption[]> {
  const rows = await db
    .select({ id: events.id, name: events.name, startsOn: events.startsOn, endsOn: events.endsOn })
    .from(events)
    .where(gte(events.endsOn, today))
    .orderBy(asc(events.startsOn), asc(events.name), asc(events.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: EVENT_MESSAGES.atEvent(row.name),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    checked: false,
  }))
}
