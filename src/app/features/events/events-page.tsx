import '../../ui/surfaces.css'
import './events.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type EventSummary, eventDays } from '#domain/events.ts'
import { NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { LinkPager } from '../../ui/link-pager.tsx'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { eventKeys, eventsQuery } from './event-queries.ts'
import { EVENT_TEXT, STAGE_TEXT } from './event-texts.ts'
import { ScanBoothButton } from './scan-booth-button.tsx'

/** /events (§6): trade shows that are on or upcoming, soonest first, then past ones. */
export function EventsPage({ page }: { page: number }) {
  const events = useQuery(eventsQuery(useApi(), page))
  usePageRefresh([eventKeys.all])
  const shown = events.data
  const current = shown?.events.filter((event) => event.stage !== 'past') ?? []
  const past = shown?.events.filter((event) => event.stage === 'past') ?? []
  return (
    <section className="container events-page" aria-labelledby="events-title">
      <h1 id="events-title">{EVENT_TEXT.title}</h1>
      {shown && <ScanBoothButton events={current} />}
      {!shown && events.isError ? (
        events.error instanceof NetworkError ? (
          <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
        ) : (
          <LoadFailedAlert
            message={EVENT_TEXT.loadFailed}
            retrying={events.isFetching}
            onRetry={() => void events.refetch()}
          />
        )
      ) : !shown ? (
        <div className="event-cards" aria-busy="true">
          {[1, 2, 3].map((key) => (
            <div key={key} className="card event-card" aria-hidden="true">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          ))}
        </div>
      ) : shown.total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{EVENT_TEXT.empty}</p>
          <p>{EVENT_TEXT.emptyHint}</p>
        </div>
      ) : (
        <>
          {current.length > 0 && (
            <EventGroup id="upcoming" title={EVENT_TEXT.upcoming} events={current} />
          )}
          {past.length > 0 && <EventGroup id="past" title={EVENT_TEXT.past} events={past} />}
          <LinkPager
            label={EVENT_TEXT.eventPagesLabel}
            page={shown.page}
            pages={Math.ceil(shown.total / shown.per_page)}
            to={(next) => ({ to: '/events', search: { page: next } })}
          />
        </>
      )}
    </section>
  )
}

function EventGroup({ id, title, events }: { id: string; title: string; events: EventSummary[] }) {
  return (
    <section aria-labelledby={`events-${id}`} className="event-group">
      <h2 id={`events-${id}`}>{title}</h2>
      <ul className="event-cards plain-list">
        {events.map((event) => (
          <li key={event.id}>
            <Link className="card event-card" to="/events/$eventId" params={{ eventId: event.id }}>
              <span className="event-card__name">{event.name}</span>
              <span className="event-card__days">
                {eventDays(event.starts_on, event.ends_on)}
                {event.stage === 'on' && <span className="event-stage-badge">{STAGE_TEXT.on}</span>}
              </span>
              <span className="event-card__place">
                {event.venue}, {event.city}
              </span>
              <span className="event-card__count">
                {EVENT_TEXT.exhibitors(event.exhibitor_count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
