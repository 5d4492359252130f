import { describe, expect, it } from 'vitest'
import type { SearchFiltersResponse } from '#domain/search-filters.ts'
import { filterChips } from './applied-filters.ts'

const node = (
  id: number,
  name: string,
  children: SearchFiltersResponse['service_coverage'] = [],
) => ({
  id,
  name,
  title: name,
  checked: false,
  children,
})

const lists: SearchFiltersResponse = {
  tactic_filters: [{ ...node(1, 'path_to_purchase', [node(11, 'In-Store')]), selection: 'multi' }],
  approved_retailers: [node(20, 'Walmart', [node(21, 'Walmart Supercenter')])],
  turnaround_times: [node(30, '1-2 weeks')],
  vendor_types: [{ id: 40, name: 'Agencies', slug: 'agencies', checked: false }],
  years_in_business: [{ id: 50, name: '10+', title: '10+', min: 10, max: 999, checked: false }],
  diversity_certifications: [],
  service_coverage: [node(60, 'United States', [node(61, 'Texas')])],
  events: [
    {
      id: 70,
      name: 'Shopper Marketing Expo',
      title: 'At Shopper Marketing Expo',
      starts_on: '2026-12-21',
      ends_on: '2026-12-23',
      checked: false,
    },
  ],
}

describe('filterChips', () => {
  it('names each applied filter from the lists, nested ones too, in the panel order', () => {
    const chips = filterChips(
      { options: [11], retailers: [21], turnaround: 30, inHouse: true, eCommerce: true },
      lists,
    )
    expect(chips.map((chip) => chip.label)).toEqual([
      'E-commerce service',
      'In-Store',
      'Turnaround Time: 1-2 weeks',
      'Walmart Supercenter',
      'In-house service',
    ])
  })

  it('removes one value of a list, or a range as a whole', () => {
    const [years, texas] = filterChips({ coverage: [61], yearsMin: 10, yearsMax: 999 }, lists)
    expect(years?.label).toBe('Years in Business: 10+')
    expect(years?.without).toEqual({ coverage: [61], yearsMin: undefined, yearsMax: undefined })
    expect(texas?.label).toBe('Texas')
    expect(texas?.without).toEqual({ coverage: [], yearsMin: 10, yearsMax: 999 })
  })

  it('keeps an id the lists no longer hold, by its number', () => {
    expect(filterChips({ vendorType: 99 }, lists).map((chip) => chip.label)).toEqual(['#99'])
    expect(filterChips({ event: 99 }, lists).map((chip) => chip.label)).toEqual(['At event #99'])
  })

  it('names the event first, "At {event name}", and removes it alone', () => {
    const [event, texas] = filterChips({ coverage: [61], event: 70 }, lists)
    expect(event?.label).toBe('At Shopper Marketing Expo')
    expect(event?.without).toEqual({ coverage: [61], event: undefined })
    expect(texas?.label).toBe('Texas')
  })

  it('reads lists kept on the device from before they had events', () => {
    const { events: _events, ...older } = lists
    const chips = filterChips({ event: 70 }, older as SearchFiltersResponse)
    expect(chips.map((chip) => chip.label)).toEqual(['At event #70'])
  })
})
