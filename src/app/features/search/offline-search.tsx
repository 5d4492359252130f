import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { use } from 'react'
import type { SearchTab } from '#domain/search.ts'
import { answeredSearches, answeredSearchLabel } from './answered-searches.ts'
import { RecommendSlot } from './recommend-slot.ts'
import { SavedEventVendors } from './saved-event-vendors.tsx'
import { EVENT_FILTER, OFFLINE_SEARCH } from './search-messages.ts'

type Props = {
  tab: SearchTab
  keyword: string
  /** The search's "At {event name}" filter: its id and title. */
  eventId?: number
  eventTitle?: string
}

/**
 * A search never answered on this device, asked while offline: says so (and that its event filter
 * needs the server), lists the vendors of events taken offline that the keyword names (of the
 * filter's event alone when it has one) and the saved searches that open offline, and keeps
 * Recommend (its submission waits in the outbox).
 */
export function OfflineSearch({ tab, keyword, eventId, eventTitle }: Props) {
  const saved = answeredSearches(useQueryClient())
  const Recommend = use(RecommendSlot)
  return (
    <div className="empty-state offline-search">
      <p className="empty-state__title">{OFFLINE_SEARCH.title}</p>
      {eventTitle && <p>{EVENT_FILTER.offline(eventTitle)}</p>}
      <p>{OFFLINE_SEARCH.hint}</p>
      <SavedEventVendors keyword={keyword} eventId={eventId} />
      {saved.length > 0 && (
        <nav aria-label={OFFLINE_SEARCH.savedHeading} className="offline-search__saved">
          <p className="offline-search__heading">{OFFLINE_SEARCH.savedHeading}</p>
          <ul className="plain-list">
            {saved.map((search) => (
              <li key={JSON.stringify(search)}>
                <Link to="/search" search={search} className="tap-link offline-search__link">
                  {answeredSearchLabel(search)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Recommend kind={tab === 'vendors' ? 'vendor' : 'tactic'} searchId={null} />
    </div>
  )
}
