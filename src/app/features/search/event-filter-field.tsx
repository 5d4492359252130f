import type { SearchFiltersResponse } from '#domain/search-filters.ts'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { eventsToOffer } from './event-filter-options.ts'
import { EVENT_FILTER } from './search-messages.ts'

type Props = {
  lists: SearchFiltersResponse
  value: number | undefined
  onChange: (event: number | undefined) => void
}

/**
 * "At {event name}" (docs/spec/workspace.md §6): the exhibitors of an event on or upcoming, or
 * their tactics; shown while there is such an event. One that has ended keeps only its chip.
 */
export function EventFilterField({ lists, value, onChange }: Props) {
  const choices = eventsToOffer(lists).map((event) => ({
    value: String(event.id),
    label: event.title,
  }))
  if (choices.length === 0) return null
  return (
    <div className="filter-group event-filter">
      <ChoiceSelect
        label={EVENT_FILTER.label}
        choices={[{ value: '', label: EVENT_FILTER.any }, ...choices]}
        value={value?.toString() ?? ''}
        onChoose={(chosen) => onChange(chosen ? Number(chosen) : undefined)}
      />
    </div>
  )
}
