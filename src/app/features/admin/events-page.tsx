import { IonBadge, IonButton, IonItem } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { pencil, trashOutline } from 'ionicons/icons'
import { useState } from 'react'
import { type AdminEvent, type AdminEventPage, eventDays } from '#domain/events.ts'
import { useApi } from '../../api/use-api.ts'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { adminEventsQuery } from './admin-queries.ts'
import { AdminResults } from './admin-results.tsx'
import { useEventChange } from './event-actions.ts'
import { EventFormModal } from './event-form-modal.tsx'
import { ADMIN_EVENT_TEXT } from './event-text.ts'

const route = getRouteApi('/admin/events/')

/** What is open over the list: the add or change form, or the delete question. */
type Open = { dialog: 'form'; event: AdminEvent | null } | { dialog: 'delete'; event: AdminEvent }

/** /admin/events: the trade shows, the latest first, each added, changed or deleted here. */
export function EventsPage() {
  usePageMeta({ title: `${ADMIN_EVENT_TEXT.title} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(adminEventsQuery(useApi(), search))
  const change = useEventChange()
  const [open, setOpen] = useState<Open | null>(null)
  const [shown, setShown] = useState(false)
  const show = (next: Open) => {
    setOpen(next)
    setShown(true)
  }
  return (
    <>
      <h1>{ADMIN_EVENT_TEXT.title}</h1>
      <p className="admin-page__intro">{ADMIN_EVENT_TEXT.intro}</p>
      <div className="lookup-bar">
        <IonButton onClick={() => show({ dialog: 'form', event: null })}>
          {ADMIN_EVENT_TEXT.add}
        </IonButton>
      </div>
      <AdminLoadState query={query}>
        {(page) => (
          <EventList
            page={page}
            loading={query.isPlaceholderData}
            onPage={(next) => void navigate({ search: { page: next } })}
            onEdit={(event) => show({ dialog: 'form', event })}
            onDelete={(event) => show({ dialog: 'delete', event })}
          />
        )}
      </AdminLoadState>
      {open?.dialog === 'form' && (
        <EventFormModal
          key={open.event?.id ?? 'new'}
          event={open.event}
          change={change}
          isOpen={shown}
          onClose={() => setShown(false)}
        />
      )}
      <ConfirmAlert
        isOpen={shown && open?.dialog === 'delete'}
        title={ADMIN_EVENT_TEXT.deleteTitle}
        question={ADMIN_EVENT_TEXT.deleteQuestion(
          open?.event?.name ?? '',
          (open?.event?.exhibitor_count ?? 0) + (open?.event?.pending_count ?? 0),
        )}
        choices={[
          { text: ADMIN_EVENT_TEXT.cancel, role: 'cancel' },
          {
            text: ADMIN_EVENT_TEXT.delete,
            role: 'destructive',
            onChoose: () => {
              if (open?.dialog === 'delete') change.mutate({ action: 'delete', event: open.event })
            },
          },
        ]}
        onClosed={() => setShown(false)}
      />
    </>
  )
}

function EventList({
  page,
  loading,
  onPage,
  onEdit,
  onDelete,
}: {
  page: AdminEventPage
  loading: boolean
  onPage: (page: number) => void
  onEdit: (event: AdminEvent) => void
  onDelete: (event: AdminEvent) => void
}) {
  return (
    <AdminResults
      page={page}
      shown={page.events.length}
      count={ADMIN_EVENT_TEXT.count(page.total)}
      loading={loading}
      empty={{ message: ADMIN_EVENT_TEXT.empty }}
      pagesLabel={ADMIN_EVENT_TEXT.pages}
      onPage={onPage}
    >
      {page.events.map((event) => (
        <EventRow
          key={event.id}
          event={event}
          onEdit={() => onEdit(event)}
          onDelete={() => onDelete(event)}
        />
      ))}
    </AdminResults>
  )
}

function EventRow({
  event,
  onEdit,
  onDelete,
}: {
  event: AdminEvent
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <IonItem className="admin-row event-row">
      <div className="admin-row__body">
        <span className="admin-row__names">
          <Link
            className="tap-link event-row__name"
            to="/admin/events/$eventId"
            params={{ eventId: event.id }}
            aria-label={ADMIN_EVENT_TEXT.open(event.name)}
          >
            {event.name}
          </Link>
          <span>{eventDays(event.starts_on, event.ends_on)}</span>
          <span className="item-columns__muted">
            {ADMIN_EVENT_TEXT.place(event.venue, event.city)}
          </span>
          <span className="event-row__counts">
            <IonBadge color={event.stage === 'past' ? 'medium' : 'primary'}>
              {ADMIN_EVENT_TEXT.stages[event.stage]}
            </IonBadge>
            <span>{ADMIN_EVENT_TEXT.exhibitors(event.exhibitor_count)}</span>
            {event.pending_count > 0 && (
              <IonBadge color="warning">{ADMIN_EVENT_TEXT.waiting(event.pending_count)}</IonBadge>
            )}
          </span>
        </span>
        <span className="row-actions">
          <RoundIconButton
            fill="outline"
            className="row-icon-button"
            id={`event-${event.id}-edit`}
            label={ADMIN_EVENT_TEXT.edit(event.name)}
            icon={pencil}
            onClick={onEdit}
          />
          <RoundIconButton
            fill="outline"
            className="row-icon-button"
            id={`event-${event.id}-delete`}
            label={ADMIN_EVENT_TEXT.remove(event.name)}
            icon={trashOutline}
            onClick={onDelete}
          />
        </span>
      </div>
    </IonItem>
  )
}
