import { IonItem, IonLabel, IonSelect, IonSelectOption } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import {
  ADMIN_AUDIT_ACTIONS,
  type AdminAuditAction,
  type AdminAuditEvent,
  type AdminAuditPage,
} from '#domain/admin-audit.ts'
import { useApi } from '../../api/use-api.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { shortDateTime } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { auditQuery } from './admin-queries.ts'
import { AdminResults } from './admin-results.tsx'
import { AuditDetailModal } from './audit-detail-modal.tsx'
import { actorName, targetName } from './audit-names.ts'
import { AUDIT_TEXT } from './audit-text.ts'

const route = getRouteApi('/admin/audit')

/** /admin/audit: every admin change, newest first, filtered by action, each opening its values. */
export function AuditPage() {
  usePageMeta({ title: `${AUDIT_TEXT.title} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(auditQuery(useApi(), search))
  const [shown, setShown] = useState<AdminAuditEvent | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const showAction = (action: AdminAuditAction | undefined) =>
    void navigate({ search: { action }, replace: true })
  return (
    <>
      <h1>{AUDIT_TEXT.title}</h1>
      <p className="admin-page__intro">{AUDIT_TEXT.intro}</p>
      <div className="account-search">
        <IonSelect
          className="audit-filter"
          label={AUDIT_TEXT.actionFilter}
          labelPlacement="floating"
          fill="outline"
          interface="popover"
          value={search.action ?? ''}
          onIonChange={(event) => {
            const action = ADMIN_AUDIT_ACTIONS.find((a) => a === event.detail.value)
            if (action !== search.action) showAction(action)
          }}
        >
          <IonSelectOption value="">{AUDIT_TEXT.allActions}</IonSelectOption>
          {ADMIN_AUDIT_ACTIONS.map((action) => (
            <IonSelectOption key={action} value={action}>
              {AUDIT_TEXT.actions[action]}
            </IonSelectOption>
          ))}
        </IonSelect>
      </div>
      <AdminLoadState query={query}>
        {(page) => (
          <AuditList
            page={page}
            action={search.action}
            loading={query.isPlaceholderData}
            onOpen={(event) => {
              setShown(event)
              setDetailOpen(true)
            }}
            onPage={(next) => void navigate({ search: { ...search, page: next } })}
            onShowAll={() => showAction(undefined)}
          />
        )}
      </AdminLoadState>
      {shown && (
        <AuditDetailModal
          key={shown.id}
          event={shown}
          isOpen={detailOpen}
          onClose={() => setDetailOpen(false)}
        />
      )}
    </>
  )
}

function AuditList({
  page,
  action,
  loading,
  onOpen,
  onPage,
  onShowAll,
}: {
  page: AdminAuditPage
  action: AdminAuditAction | undefined
  loading: boolean
  onOpen: (event: AdminAuditEvent) => void
  onPage: (page: number) => void
  onShowAll: () => void
}) {
  const empty = action
    ? {
        message: AUDIT_TEXT.empty.filtered(AUDIT_TEXT.actions[action]),
        clear: { label: AUDIT_TEXT.showAll, onClick: onShowAll },
      }
    : { message: AUDIT_TEXT.empty.all }
  return (
    <AdminResults
      page={page}
      shown={page.events.length}
      count={AUDIT_TEXT.count(page.total)}
      loading={loading}
      empty={empty}
      pagesLabel={AUDIT_TEXT.pages}
      onPage={onPage}
    >
      {page.events.map((event) => (
        <AuditRow key={event.id} event={event} onOpen={() => onOpen(event)} />
      ))}
    </AdminResults>
  )
}

function AuditRow({ event, onOpen }: { event: AdminAuditEvent; onOpen: () => void }) {
  return (
    <IonItem button detail className="account-row" onClick={onOpen}>
      <IonLabel>
        <span className="item-columns audit-row">
          <span className="item-columns__cell">
            <span className="item-columns__kind">{AUDIT_TEXT.actions[event.action]}</span>
            <strong>{targetName(event)}</strong>
          </span>
          <span className="item-columns__muted">{AUDIT_TEXT.by(actorName(event))}</span>
          <span className="item-columns__muted">{shortDateTime(event.created_at)}</span>
        </span>
      </IonLabel>
    </IonItem>
  )
}
