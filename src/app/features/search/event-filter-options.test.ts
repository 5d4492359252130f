import { describe, expect, it } from 'vitest'
import type { SearchFiltersResponse } from '#domain/search-filters.ts'
import { eventsToOffer } from './event-filter-options.ts'

const event = (id: number, startsOn: string, endsOn: string) => ({
  id,
  name: `Show ${id}`,
  title: `At Show ${id}`,
  starts_on: startsOn,
  ends_on: endsOn,
  checked: false,
})

const lists = {
  events: [event(1, '2026-12-01', '2026-12-02'), event(2, '2026-12-10', '2026-12-12')],
} as SearchFiltersResponse

describe('eventsToOffer', () => {
  it('leaves out an event that has ended since the lists were kept, by the UTC day', () => {
    const ids = (now: string) => eventsToOffer(lists, new Date(now)).map((e) => e.id)
    expect(ids('2026-11-30T12:00:00Z')).toEqual([1, 2])
    expect(ids('2026-12-02T23:59:00Z')).toEqual([1, 2])
    expect(ids('2026-12-03T00:00:00Z')).toEqual([2])
    expect(ids('2026-12-13T00:00:00Z')).toEqual([])
  })

  it('reads lists kept from before they had events', () => {
    expect(eventsToOffer({} as SearchFiltersResponse)).toEqual([])
  })
})
