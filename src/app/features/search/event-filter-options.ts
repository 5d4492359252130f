import { utcDay } from '#domain/events.ts'
import type { EventFilterOption, SearchFiltersResponse } from '#domain/search-filters.ts'

/**
 * The events of the filter lists. A copy kept on the device from before the lists had events has
 * none; one kept for days may hold an event that has ended since, which the search would refuse.
 */
export function eventsOf(lists: SearchFiltersResponse): readonly EventFilterOption[] {
  return lists.events ?? []
}

/** The events a search can still be filtered by: on or upcoming on the server's (UTC) day. */
export function eventsToOffer(lists: SearchFiltersResponse, now = new Date()) {
  const today = utcDay(now)
  return eventsOf(lists).filter((event) => event.ends_on >= today)
}
