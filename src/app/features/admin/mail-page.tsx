import { IonBadge, IonButton, IonItem, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import {
  type AdminOutboxEmail,
  type AdminOutboxPage,
  OUTBOX_STATES,
  type OutboxState,
} from '#domain/admin-outbox.ts'
import { useApi } from '../../api/use-api.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { shortDateTime } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { mailQuery } from './admin-queries.ts'
import { AdminResults } from './admin-results.tsx'
import { useMailRetry } from './mail-retry.ts'
import { MAIL_TEXT } from './mail-text.ts'

const route = getRouteApi('/admin/mail')
const ALL = 'all'
const MAIL_STATE_COLORS: Record<OutboxState, string> = {
  queued: 'primary',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
}

/** /admin/mail: the outbox by state, a failed or retrying email with Retry. */
export function MailPage() {
  usePageMeta({ title: `${MAIL_TEXT.title} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(mailQuery(useApi(), search))
  const showState = (state: OutboxState | undefined) =>
    void navigate({ search: { state }, replace: true })
  return (
    <>
      <h1>{MAIL_TEXT.title}</h1>
      <p className="admin-page__intro">{MAIL_TEXT.intro}</p>
      {query.data?.held_back && (
        <p className="alert alert--warning" role="status">
          {MAIL_TEXT.heldBack(query.data.held_back.waiting, query.data.held_back.per_minute)}
        </p>
      )}
      <IonSegment
        className="admin-segment"
        aria-label={MAIL_TEXT.stateFilter}
        value={search.state ?? ALL}
        onIonChange={(event) => {
          const state = OUTBOX_STATES.find((s) => s === event.detail.value)
          if (state !== search.state) showState(state)
        }}
      >
        {[ALL, ...OUTBOX_STATES].map((value) => (
          <IonSegmentButton key={value} value={value}>
            <IonLabel>
              {value === ALL ? MAIL_TEXT.all : MAIL_TEXT.states[value as OutboxState]}
            </IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <AdminLoadState query={query}>
        {(page) => (
          <MailList
            page={page}
            state={search.state}
            loading={query.isPlaceholderData}
            onPage={(next) => void navigate({ search: { ...search, page: next } })}
            onShowAll={() => showState(undefined)}
          />
        )}
      </AdminLoadState>
    </>
  )
}

function MailList({
  page,
  state,
  loading,
  onPage,
  onShowAll,
}: {
  page: AdminOutboxPage
  state: OutboxState | undefined
  loading: boolean
  onPage: (page: number) => void
  onShowAll: () => void
}) {
  const empty = state
    ? {
        message: MAIL_TEXT.empty.filtered(MAIL_TEXT.states[state]),
        clear: { label: MAIL_TEXT.showAll, onClick: onShowAll },
      }
    : { message: MAIL_TEXT.empty.all }
  return (
    <AdminResults
      page={page}
      shown={page.emails.length}
      count={MAIL_TEXT.count(page.total)}
      loading={loading}
      empty={empty}
      pagesLabel={MAIL_TEXT.pages}
      onPage={onPage}
    >
      {page.emails.map((email) => (
        <MailRow key={email.id} email={email} />
      ))}
    </AdminResults>
  )
}

function MailRow({ email }: { email: AdminOutboxEmail }) {
  const retry = useMailRetry()
  const retryable = email.state === 'failed' || email.state === 'retrying'
  const when = [
    MAIL_TEXT.created(shortDateTime(email.created_at)),
    email.sent_at && MAIL_TEXT.sentAt(shortDateTime(email.sent_at)),
    email.next_attempt_at && MAIL_TEXT.nextAttempt(shortDateTime(email.next_attempt_at)),
    MAIL_TEXT.attempts(email.attempts),
  ]
  return (
    <IonItem className="account-row">
      <IonLabel>
        <span className="item-columns mail-row">
          <span className="item-columns__cell">
            <strong>{email.subject}</strong>
            <span>{MAIL_TEXT.to(email.to)}</span>
            <span className="item-columns__muted">{when.filter(Boolean).join(' · ')}</span>
            {email.last_error && (
              <span className="mail-row__error">
                {MAIL_TEXT.lastError}: {email.last_error}
              </span>
            )}
          </span>
          <IonBadge className="row-badge" color={MAIL_STATE_COLORS[email.state]}>
            {MAIL_TEXT.states[email.state]}
          </IonBadge>
          <span className="mail-row__action">
            {retryable && (
              <IonButton
                fill="outline"
                aria-label={MAIL_TEXT.retryLabel(email.subject, email.to)}
                disabled={retry.isPending}
                onClick={() => retry.mutate(email)}
              >
                {MAIL_TEXT.retry}
              </IonButton>
            )}
          </span>
        </span>
      </IonLabel>
    </IonItem>
  )
}
