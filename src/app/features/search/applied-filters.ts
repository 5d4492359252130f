import { ALL_COUNTRIES, type SearchFiltersResponse } from '#domain/search-filters.ts'
import type { Filters } from '../../navigation/search-params.ts'
import { eventsOf } from './event-filter-options.ts'
import { EVENT_FILTER, FILTER_LEGENDS } from './search-messages.ts'

/** One applied filter as a chip: what it says, and the filters left once it is removed. */
export type FilterChip = { key: string; label: string; without: Filters }

type Named = { id: number; name: string; children?: readonly Named[] }

/** The names of a list's nodes and of all their descendants, by id. */
function namesOf(nodes: readonly Named[], names = new Map<number, string>()) {
  for (const node of nodes) {
    names.set(node.id, node.name)
    namesOf(node.children ?? [], names)
  }
  return names
}

type IdListKey = 'options' | 'retailers' | 'certifications' | 'coverage'

/**
 * The chips of the filters a search applies, in the panel's order, named from the filter lists.
 * An id the lists no longer hold (an old bookmark) still shows, by its number, so it can be removed.
 */
export function filterChips(filters: Filters, lists: SearchFiltersResponse): FilterChip[] {
  const chips: FilterChip[] = []
  const one = (key: keyof Filters, label: string, without: Filters) =>
    chips.push({ key, label, without })
  const each = (key: IdListKey, names: Map<number, string>) => {
    const ids = filters[key] ?? []
    for (const id of ids)
      chips.push({
        key: `${key}:${id}`,
        label: names.get(id) ?? `#${id}`,
        without: { ...filters, [key]: ids.filter((other) => other !== id) },
      })
  }

  if (filters.event !== undefined) {
    const event = eventsOf(lists).find((option) => option.id === filters.event)
    one('event', event?.title ?? EVENT_FILTER.unknown(filters.event), {
      ...filters,
      event: undefined,
    })
  }
  if (filters.eCommerce)
    one('eCommerce', FILTER_LEGENDS.eCommerce, { ...filters, eCommerce: undefined })
  each('options', namesOf(lists.tactic_filters.flatMap((group) => group.children)))
  if (filters.turnaround !== undefined) {
    const name = namesOf(lists.turnaround_times).get(filters.turnaround) ?? `#${filters.turnaround}`
    one('turnaround', `${FILTER_LEGENDS.turnaround}: ${name}`, {
      ...filters,
      turnaround: undefined,
    })
  }
  each('retailers', namesOf(lists.approved_retailers))
  if (filters.inHouse) one('inHouse', FILTER_LEGENDS.inHouse, { ...filters, inHouse: undefined })

  if (filters.vendorType !== undefined) {
    const name = namesOf(lists.vendor_types).get(filters.vendorType) ?? `#${filters.vendorType}`
    one('vendorType', name, { ...filters, vendorType: undefined })
  }
  if (filters.yearsMin !== undefined || filters.yearsMax !== undefined) {
    const range = lists.years_in_business.find(
      (option) =>
        (option.min ?? undefined) === filters.yearsMin &&
        (option.max ?? undefined) === filters.yearsMax,
    )
    const name =
      range?.name ??
      (filters.yearsMax === undefined
        ? `${filters.yearsMin}+`
        : `${filters.yearsMin ?? 0}-${filters.yearsMax}`)
    one('yearsMin', `${FILTER_LEGENDS.years}: ${name}`, {
      ...filters,
      yearsMin: undefined,
      yearsMax: undefined,
    })
  }
  each('certifications', namesOf(lists.diversity_certifications))
  if (filters.allCountries)
    one('allCountries', ALL_COUNTRIES, { ...filters, allCountries: undefined })
  each('coverage', namesOf(lists.service_coverage))
  return chips
}
