import '../../ui/surfaces.css'
import './events.css'
import { IonSearchbar, IonSelect, IonSelectOption } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { search as searchIcon } from 'ionicons/icons'
import { type ExhibitorSort, eventDays } from '#domain/events.ts'
import { NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { BackToPage } from '../../navigation/back-to-page.tsx'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { Icon } from '../../ui/icon.tsx'
import { LinkPager } from '../../ui/link-pager.tsx'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { BoothRequest } from './booth-request.tsx'
import { type ExhibitorSearch, eventKeys, eventQuery } from './event-queries.ts'
import { EVENT_TEXT, STAGE_TEXT } from './event-texts.ts'
import { ScanBoothButton } from './scan-booth-button.tsx'
import { TakeEventOffline } from './take-event-offline.tsx'

const FIND_DEBOUNCE_MS = 300

type Props = {
  id: number
  search: ExhibitorSearch
  /** The same event's exhibitors found or sorted otherwise, in place of these in history. */
  onSearch: (next: ExhibitorSearch) => void
}

/**
 * /events/{id} (§6): the event, its exhibitors with booth numbers found by name or booth and
 * sorted by booth or name, and a vendor's own booth.
 */
export function EventPage({ id, search, onSearch }: Props) {
  const event = useQuery(eventQuery(useApi(), id, search))
  usePageRefresh([eventKeys.all])
  const findBox = useSearchbarInput({ 'aria-label': EVENT_TEXT.findLabel })
  const shown = event.data
  return (
    <article className="container event-page" aria-labelledby="event-title">
      <BackToPage path="/events" name={EVENT_TEXT.title} />
      {!shown && event.isError ? (
        event.error instanceof NetworkError ? (
          <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
        ) : (
          <LoadFailedAlert
            message={EVENT_TEXT.eventLoadFailed}
            retrying={event.isFetching}
            onRetry={() => void event.refetch()}
          />
        )
      ) : !shown ? (
        <div aria-busy="true">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ) : (
        <>
          <header className="event-page__header">
            <h1 id="event-title">{shown.event.name}</h1>
            <p className="event-page__facts">
              <span>
                {eventDays(shown.event.starts_on, shown.event.ends_on)}
                {shown.event.stage !== 'upcoming' && (
                  <span className="event-stage-badge">{STAGE_TEXT[shown.event.stage]}</span>
                )}
              </span>
              <span>
                {shown.event.venue}, {shown.event.city}
              </span>
            </p>
          </header>
          {shown.event.stage !== 'past' && (
            <div className="event-page__actions">
              <ScanBoothButton events={[shown.event]} />
              {shown.event.exhibitor_count > 0 && (
                <Link
                  to="/search"
                  search={{ tab: 'tactics', event: shown.event.id }}
                  className="btn btn--outline event-page__search"
                >
                  <Icon icon={searchIcon} size={20} />
                  {EVENT_TEXT.searchTactics}
                </Link>
              )}
            </div>
          )}
          <BoothRequest event={shown.event} own={shown.own_requests} />
          <TakeEventOffline event={shown.event} />
          <section aria-labelledby="exhibitors-title" className="event-exhibitors">
            <h2 id="exhibitors-title">
              {EVENT_TEXT.exhibitorsTitle}{' '}
              <span className="event-exhibitors__count">({shown.total})</span>
            </h2>
            <div className="event-exhibitors__tools">
              <IonSearchbar
                ref={findBox}
                className="outlined-searchbar event-exhibitors__find"
                value={search.q ?? ''}
                placeholder={EVENT_TEXT.findPlaceholder}
                aria-label={EVENT_TEXT.findLabel}
                debounce={FIND_DEBOUNCE_MS}
                onIonInput={(change) =>
                  onSearch({
                    ...search,
                    q: change.detail.value?.trim() || undefined,
                    page: undefined,
                  })
                }
              />
              <IonSelect
                className="event-exhibitors__sort"
                label={EVENT_TEXT.sortLabel}
                labelPlacement="floating"
                fill="outline"
                interface="popover"
                value={search.sort ?? 'booth'}
                onIonChange={(change) =>
                  onSearch({
                    ...search,
                    sort: change.detail.value === 'name' ? 'name' : undefined,
                    page: undefined,
                  })
                }
              >
                <IonSelectOption value={'booth' satisfies ExhibitorSort}>
                  {EVENT_TEXT.sortBooth}
                </IonSelectOption>
                <IonSelectOption value={'name' satisfies ExhibitorSort}>
                  {EVENT_TEXT.sortName}
                </IonSelectOption>
              </IonSelect>
            </div>
            {shown.exhibitors.length === 0 ? (
              <p className="empty-state" role="status">
                {search.q ? EVENT_TEXT.noMatch(search.q) : EVENT_TEXT.noExhibitors}
              </p>
            ) : (
              <ul className="exhibitor-list plain-list" aria-busy={event.isFetching}>
                {shown.exhibitors.map(({ vendor, booth }) => (
                  <li key={vendor.id}>
                    <Link
                      className="card card--link-row exhibitor-row"
                      to="/company/$vendorId"
                      params={{ vendorId: vendor.id }}
                    >
                      <VendorLogo
                        logo={vendor.logo_url}
                        name={vendor.name}
                        size="small"
                        decorative
                      />
                      <span className="exhibitor-row__name">{vendor.name}</span>
                      <span className="booth-badge">{EVENT_TEXT.booth(booth)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <LinkPager
              label={EVENT_TEXT.exhibitorPagesLabel}
              page={shown.page}
              pages={Math.ceil(shown.total / shown.per_page)}
              to={(next) => ({
                to: '/events/$eventId',
                params: { eventId: id },
                search: { ...search, page: next },
              })}
            />
          </section>
        </>
      )}
    </article>
  )
}
