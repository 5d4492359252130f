import { IonBadge, IonButton, IonItem, IonList } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { pencil, trashOutline } from 'ionicons/icons'
import { useState } from 'react'
import { type AdminEvent, type AdminExhibitor, eventDays } from '#domain/events.ts'
import { useApi } from '../../api/use-api.ts'
import { BackToPage } from '../../navigation/back-to-page.tsx'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { DecisionButtons } from '../../ui/decision-buttons.tsx'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { shortDate } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { AdminPager } from './admin-pager.tsx'
import { eventExhibitorsQuery } from './admin-queries.ts'
import { useExhibitorChange } from './event-actions.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'
import { ExhibitorFormModal } from './exhibitor-form-modal.tsx'

const route = getRouteApi('/admin/events/$eventId')

/** What is open over the page: the add or booth form, or the remove question. */
type Open =
  | { dialog: 'form'; exhibitor: AdminExhibitor | null }
  | { dialog: 'remove'; exhibitor: AdminExhibitor }

type Page = {
  event: AdminEvent
  exhibitors: AdminExhibitor[]
  page: number
  per_page: number
  total: number
}

/**
 * /admin/events/{id}: an event's exhibitors with their booths, the vendors' requests waiting first
 * (approved or declined here); a vendor added at a booth, a booth changed, an exhibitor removed.
 */
export function EventExhibitorsPage() {
  const { eventId } = route.useParams()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(eventExhibitorsQuery(useApi(), eventId, search))
  const name = query.data?.event.name
  usePageMeta({ title: `${name ? `${name} · ` : ''}${ADMIN_EVENT_TEXT.title} · Admin` })
  return (
    <>
      <BackToPage path="/admin/events" name={ADMIN_EVENT_TEXT.backTo} />
      <AdminLoadState query={query}>
        {(page) => (
          <EventExhibitors
            page={page}
            loading={query.isPlaceholderData}
            onPage={(next) => void navigate({ search: { page: next } })}
          />
        )}
      </AdminLoadState>
    </>
  )
}

function EventExhibitors({
  page,
  loading,
  onPage,
}: {
  page: Page
  loading: boolean
  onPage: (page: number) => void
}) {
  const { event } = page
  const change = useExhibitorChange(event.id)
  const [open, setOpen] = useState<Open | null>(null)
  const [shown, setShown] = useState(false)
  const show = (next: Open) => {
    setOpen(next)
    setShown(true)
  }
  const pending = page.exhibitors.filter((entry) => entry.status === 'pending')
  const approved = page.exhibitors.filter((entry) => entry.status === 'approved')
  const booths = new Map(page.exhibitors.map((entry) => [entry.vendor.id, entry.booth]))
  const pages = Math.max(1, Math.ceil(page.total / page.per_page))
  return (
    <>
      <h1>{event.name}</h1>
      <p className="admin-page__intro event-facts">
        <span>{eventDays(event.starts_on, event.ends_on)}</span>
        <span>{ADMIN_EVENT_TEXT.place(event.venue, event.city)}</span>
        <IonBadge color={event.stage === 'past' ? 'medium' : 'primary'}>
          {ADMIN_EVENT_TEXT.stages[event.stage]}
        </IonBadge>
      </p>
      <div className="lookup-bar">
        <IonButton onClick={() => show({ dialog: 'form', exhibitor: null })}>
          {ADMIN_EVENT_TEXT.addExhibitor}
        </IonButton>
      </div>
      <div className="account-results" aria-busy={loading}>
        {/* The requests come first: only the first pages can hold them. */}
        {pending.length > 0 && (
          <section className="admin-section" aria-labelledby="exhibitors-pending-title">
            <h2 id="exhibitors-pending-title">
              {ADMIN_EVENT_TEXT.pendingTitle} ({event.pending_count})
            </h2>
            <p className="admin-page__intro">{ADMIN_EVENT_TEXT.pendingNote}</p>
            <IonList className="admin-list" lines="full">
              {pending.map((entry) => (
                <PendingRow key={entry.vendor.id} eventId={event.id} exhibitor={entry} />
              ))}
            </IonList>
          </section>
        )}
        <section className="admin-section" aria-labelledby="exhibitors-approved-title">
          <h2 id="exhibitors-approved-title">{ADMIN_EVENT_TEXT.approvedTitle}</h2>
          <p className="account-results__count" role="status">
            {ADMIN_EVENT_TEXT.exhibitors(event.exhibitor_count)}
          </p>
          {event.exhibitor_count === 0 ? (
            <p className="empty-state">{ADMIN_EVENT_TEXT.noExhibitors}</p>
          ) : (
            approved.length > 0 && (
              <IonList className="admin-list" lines="full">
                {approved.map((entry) => (
                  <ApprovedRow
                    key={entry.vendor.id}
                    exhibitor={entry}
                    onChangeBooth={() => show({ dialog: 'form', exhibitor: entry })}
                    onRemove={() => show({ dialog: 'remove', exhibitor: entry })}
                  />
                ))}
              </IonList>
            )
          )}
        </section>
        <AdminPager
          label={ADMIN_EVENT_TEXT.exhibitorPages}
          page={page.page}
          pages={pages}
          onPage={onPage}
        />
      </div>
      {open?.dialog === 'form' && (
        <ExhibitorFormModal
          key={open.exhibitor?.vendor.id ?? 'new'}
          exhibitor={open.exhibitor}
          booths={booths}
          change={change}
          isOpen={shown}
          onClose={() => setShown(false)}
        />
      )}
      <ConfirmAlert
        isOpen={shown && open?.dialog === 'remove'}
        title={ADMIN_EVENT_TEXT.removeTitle}
        question={ADMIN_EVENT_TEXT.removeQuestion(open?.exhibitor?.vendor.name ?? '', event.name)}
        choices={[
          { text: ADMIN_EVENT_TEXT.cancel, role: 'cancel' },
          {
            text: ADMIN_EVENT_TEXT.removeConfirm,
            role: 'destructive',
            onChoose: () => {
              if (open?.dialog === 'remove')
                change.mutate({ action: 'remove', exhibitor: open.exhibitor })
            },
          },
        ]}
        onClosed={() => setShown(false)}
      />
    </>
  )
}

/** A vendor, its logo and its booth: the start of an entry's row. */
function ExhibitorNames({ exhibitor, note }: { exhibitor: AdminExhibitor; note?: string }) {
  return (
    <>
      <VendorLogo
        className="featured-row__logo"
        logo={exhibitor.vendor.logo_url}
        name={exhibitor.vendor.name}
        size="small"
        lazy
        decorative
      />
      <span className="admin-row__names">
        <strong>{exhibitor.vendor.name}</strong>
        <span>{ADMIN_EVENT_TEXT.booth(exhibitor.booth)}</span>
        {note && <span className="item-columns__muted">{note}</span>}
      </span>
    </>
  )
}

function requestNote(exhibitor: AdminExhibitor) {
  const on = shortDate(exhibitor.created_at)
  const by = exhibitor.requested_by
  if (!by) return ADMIN_EVENT_TEXT.requestedOn(on)
  const name = `${by.first_name} ${by.last_name}`.trim() || by.email
  return ADMIN_EVENT_TEXT.requestedBy(name, on)
}

function PendingRow({ eventId, exhibitor }: { eventId: number; exhibitor: AdminExhibitor }) {
  const decide = useExhibitorChange(eventId)
  const deciding = decide.isPending ? decide.variables.action : undefined
  return (
    <IonItem className="admin-row">
      <div className="admin-row__body">
        <ExhibitorNames exhibitor={exhibitor} note={requestNote(exhibitor)} />
        <span className="row-actions">
          <DecisionButtons
            texts={ADMIN_EVENT_TEXT}
            labelOf={(decision) =>
              ADMIN_EVENT_TEXT.decisionLabel(decision, exhibitor.vendor.name, exhibitor.booth)
            }
            pending={
              deciding === 'approve' ? 'approve' : deciding === 'remove' ? 'decline' : undefined
            }
            onDecide={(decision) =>
              decide.mutate({ action: decision === 'approve' ? 'approve' : 'remove', exhibitor })
            }
          />
        </span>
      </div>
    </IonItem>
  )
}

function ApprovedRow({
  exhibitor,
  onChangeBooth,
  onRemove,
}: {
  exhibitor: AdminExhibitor
  onChangeBooth: () => void
  onRemove: () => void
}) {
  return (
    <IonItem className="admin-row">
      <div className="admin-row__body">
        <ExhibitorNames exhibitor={exhibitor} />
        <span className="row-actions">
          <RoundIconButton
            fill="outline"
            className="row-icon-button"
            label={ADMIN_EVENT_TEXT.changeBooth(exhibitor.vendor.name)}
            icon={pencil}
            onClick={onChangeBooth}
          />
          <RoundIconButton
            fill="outline"
            className="row-icon-button"
            label={ADMIN_EVENT_TEXT.removeExhibitor(exhibitor.vendor.name)}
            icon={trashOutline}
            onClick={onRemove}
          />
        </span>
      </div>
    </IonItem>
  )
}
