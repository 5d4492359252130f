import '../../ui/surfaces.css'
import './shortlists.css'
import { IonButton } from '@ionic/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { COMPARE_MAX, COMPARE_MIN } from '#domain/compare.ts'
import { NetworkError } from '../../api/api-client.ts'
import { BackToPage } from '../../navigation/back-to-page.tsx'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { ShortlistItemCard, viewOf } from './shortlist-item-card.tsx'
import type { ShownDetail } from './shortlist-overlay.ts'
import { shortlistKeys } from './shortlist-queries.ts'
import { personName, SHORTLIST_TEXT, updatedAgo } from './shortlist-texts.ts'
import {
  deleteWrite,
  leaveWrite,
  photoWrite,
  putItemWrite,
  removeItemWrite,
  removePhotoWrite,
} from './shortlist-writes.ts'
import { useShownShortlist } from './shown-shortlists.ts'
import { toldWrite } from './told-write.ts'
import { useShortlistWrite } from './use-shortlist-writes.ts'

const RenameModal = lazy(() => import('./rename-modal.tsx'))
const ShareSheet = lazy(() => import('./share-sheet.tsx'))

/** What another feature adds to a list's actions (Request quotes, §3), composed by the route. */
export type ShortlistActions = (list: ShownDetail) => ReactNode

/** /shortlists/{id} (§1): its items with notes, and what the owner or a colleague may do with it. */
export function ShortlistPage({ id, actions }: { id: number; actions?: ShortlistActions }) {
  const list = useShownShortlist(id)
  usePageRefresh([shortlistKeys.all])
  const shown = list.shown
  return (
    <article className="container shortlist-page" aria-labelledby="shortlist-title">
      <BackToPage path="/shortlists" name={SHORTLIST_TEXT.title} />
      {shown ? (
        <LoadedShortlist list={shown} actions={actions} />
      ) : shown === null ? (
        <h1 id="shortlist-title">{SHORTLIST_TEXT.notFound}</h1>
      ) : list.isError ? (
        <>
          <h1 id="shortlist-title">{SHORTLIST_TEXT.title}</h1>
          {list.error instanceof NetworkError ? (
            <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
          ) : (
            <LoadFailedAlert
              message={SHORTLIST_TEXT.loadFailed}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          )}
        </>
      ) : (
        <>
          <h1 id="shortlist-title">{SHORTLIST_TEXT.title}</h1>
          <div className="skeleton skeleton--line" aria-busy="true" />
        </>
      )}
    </article>
  )
}

type Asking = 'rename' | 'share' | 'delete' | 'leave' | null

function LoadedShortlist({ list, actions }: { list: ShownDetail; actions?: ShortlistActions }) {
  const write = useShortlistWrite()
  const navigate = useNavigate()
  const [asking, setAsking] = useState<Asking>(null)
  const [now] = useState(Date.now)
  const tactics = list.items.flatMap((item) =>
    item.kind === 'tactic' ? [item.tactic.tactic.id] : [],
  )
  const ref = { id: list.id, name: list.name }

  const leaveOrDelete = async () => {
    const owner = list.own
    const gone = await toldWrite(
      () => write(owner ? deleteWrite(list.id, list.name) : leaveWrite(list.id, list.name)),
      owner ? SHORTLIST_TEXT.deleted(list.name) : SHORTLIST_TEXT.left(list.name),
    )
    if (gone) void navigate({ to: '/shortlists' })
  }

  return (
    <>
      <header className="detail-page__header shortlist-page__header">
        <h1 id="shortlist-title">{list.name}</h1>
        <p className="shortlist-page__facts">
          <span>{SHORTLIST_TEXT.items(list.item_count)}</span>
          <span>
            {SHORTLIST_TEXT.ownedBy(list.own ? SHORTLIST_TEXT.you : personName(list.owner))}
          </span>
          <span>{updatedAgo(list.updated_at, now)}</span>
          {list.members.length > 0 && (
            <span>{SHORTLIST_TEXT.sharedWith(list.members.map(personName))}</span>
          )}
          {list.waiting && <span className="waiting-badge">{SHORTLIST_TEXT.waiting}</span>}
        </p>
        <div className="wrap-row shortlist-page__actions">
          {tactics.length >= COMPARE_MIN && (
            <Link
              to="/compare"
              search={{ tactics: tactics.slice(0, COMPARE_MAX).join(',') }}
              className="btn btn--primary"
            >
              {SHORTLIST_TEXT.compare}
            </Link>
          )}
          {actions?.(list)}
          {list.own ? (
            <>
              <IonButton fill="outline" onClick={() => setAsking('share')}>
                {SHORTLIST_TEXT.share}
              </IonButton>
              <IonButton fill="outline" onClick={() => setAsking('rename')}>
                {SHORTLIST_TEXT.rename}
              </IonButton>
              <IonButton fill="outline" color="danger" onClick={() => setAsking('delete')}>
                {SHORTLIST_TEXT.delete}
              </IonButton>
            </>
          ) : (
            <IonButton fill="outline" color="danger" onClick={() => setAsking('leave')}>
              {SHORTLIST_TEXT.leave}
            </IonButton>
          )}
        </div>
      </header>
      {list.items.length === 0 ? (
        <p className="empty-state">{SHORTLIST_TEXT.emptyList}</p>
      ) : (
        <div className="result-list shortlist-items">
          {list.items.map((item) => (
            <ShortlistItemCard
              key={`${item.kind}:${item.id}`}
              item={item}
              shortlistId={list.id}
              onNote={(note) =>
                toldWrite(
                  () => write(putItemWrite(ref, viewOf(item), note)),
                  SHORTLIST_TEXT.noteSaved,
                )
              }
              onRemove={() =>
                void toldWrite(
                  () => write(removeItemWrite(ref, viewOf(item))),
                  SHORTLIST_TEXT.removedFrom(list.name),
                )
              }
              onPhoto={(photo, refused) =>
                toldWrite(
                  () => write(photoWrite(ref, viewOf(item), photo)),
                  SHORTLIST_TEXT.photoSaved,
                  { refused },
                )
              }
              onRemovePhoto={() =>
                void toldWrite(
                  () => write(removePhotoWrite(ref, viewOf(item))),
                  SHORTLIST_TEXT.photoRemoved,
                )
              }
            />
          ))}
        </div>
      )}
      <ConfirmAlert
        isOpen={asking === 'delete' || asking === 'leave'}
        title={asking === 'leave' ? SHORTLIST_TEXT.leave : SHORTLIST_TEXT.deleteTitle}
        question={
          asking === 'leave'
            ? SHORTLIST_TEXT.leaveQuestion(list.name)
            : SHORTLIST_TEXT.deleteConfirm
        }
        choices={[
          { text: SHORTLIST_TEXT.cancel, role: 'cancel' },
          {
            text: asking === 'leave' ? SHORTLIST_TEXT.leave : SHORTLIST_TEXT.delete,
            role: 'destructive',
            onChoose: () => void leaveOrDelete(),
          },
        ]}
        onClosed={() => setAsking(null)}
      />
      <Suspense fallback={null}>
        {asking === 'rename' && <RenameModal list={list} onClose={() => setAsking(null)} />}
        {asking === 'share' && <ShareSheet list={list} onClose={() => setAsking(null)} />}
      </Suspense>
    </>
  )
}
