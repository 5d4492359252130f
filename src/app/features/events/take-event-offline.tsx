import './take-event-offline.css'
import { IonButton, IonIcon } from '@ionic/react'
import { checkmarkCircle, cloudDownloadOutline } from 'ionicons/icons'
import { useState } from 'react'
import type { EventSummary } from '#domain/events.ts'
import { answerOf, NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useOnline } from '../../offline/use-online.ts'
import { useSession } from '../../session/use-session.ts'
import { freeBytes } from './device-storage.ts'
import { TAKE_OFFLINE_TEXT as TEXT } from './take-offline-texts.ts'
import { useEventDownload } from './use-event-download.ts'

type Estimate =
  | { kind: 'checking' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; bytes: number; total: number; free: number | null }

/**
 * "Take this event offline" (docs/spec/workspace.md §6): the size first, then every exhibitor's
 * pages and logos saved with progress, resumed after a lost connection or a reload, and once saved
 * when and a way to update it.
 */
export function TakeEventOffline({ event }: { event: EventSummary }) {
  const uid = useSession()?.headers.uid
  if (uid === undefined) return null
  return <EventDownload uid={uid} event={event} />
}

function EventDownload({ uid, event }: { uid: string; event: EventSummary }) {
  const api = useApi()
  const online = useOnline()
  const { state, start, resume, stop } = useEventDownload(uid, event)
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const { record } = state

  async function checkSize() {
    setEstimate({ kind: 'checking' })
    try {
      const [bundle, free] = await Promise.all([
        answerOf(
          api.rpc.events[':id'].offline_bundle.$get({
            param: { id: String(event.id) },
            query: { estimate: 'true' },
          }),
        ),
        freeBytes(),
      ])
      setEstimate({ kind: 'ready', bytes: bundle.estimated_bytes, total: bundle.total, free })
    } catch (error) {
      setEstimate({ kind: 'failed', offline: error instanceof NetworkError })
    }
  }

  if (state.loading || (event.stage === 'past' && record === null)) return null
  const saved = record?.state === 'saved' && !state.running
  const progress = record && (state.running || record.state === 'stopped')
  // The one live region of the card: progress and the end of a download are read out.
  const announced = state.running
    ? TEXT.progress(record?.vendors.length ?? 0, record?.total ?? 0)
    : saved
      ? TEXT.saved
      : ''

  return (
    <section className="card take-offline" aria-labelledby="take-offline-title">
      <h2 id="take-offline-title" className="take-offline__title">
        <IonIcon
          icon={saved ? checkmarkCircle : cloudDownloadOutline}
          className={saved ? 'take-offline__done' : undefined}
          aria-hidden="true"
        />
        {saved ? TEXT.saved : TEXT.title}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {progress ? (
        <>
          <progress
            className="take-offline__bar"
            max={Math.max(record.total, 1)}
            value={record.vendors.length}
            aria-label={TEXT.progressLabel}
          />
          <p className="take-offline__progress" aria-hidden="true">
            {TEXT.progress(record.vendors.length, record.total)}
          </p>
          {state.running && state.waiting && <p className="take-offline__note">{TEXT.waiting}</p>}
          {!state.running && (
            <p className="take-offline__note" role="alert">
              {state.failure === 'full'
                ? TEXT.full
                : state.failure === 'refused'
                  ? TEXT.refused
                  : TEXT.stopped}
            </p>
          )}
          <div className="take-offline__actions">
            {state.running ? (
              <IonButton fill="outline" onClick={stop}>
                {TEXT.cancel}
              </IonButton>
            ) : (
              <IonButton onClick={resume}>{TEXT.resume}</IonButton>
            )}
          </div>
        </>
      ) : estimate?.kind === 'ready' ? (
        <EstimateStep
          estimate={estimate}
          alreadySaved={record?.bytes ?? 0}
          onDownload={() => {
            setEstimate(null)
            void navigator.storage?.persist?.()
            start(estimate.total, estimate.bytes)
          }}
          onCancel={() => setEstimate(null)}
        />
      ) : (
        <>
          {saved && record.savedAt ? (
            <p className="take-offline__facts">
              {TEXT.savedFacts(record.vendors.length, record.bytes, record.savedAt)}
            </p>
          ) : (
            <p className="take-offline__hint">{TEXT.hint}</p>
          )}
          {estimate?.kind === 'failed' && (
            <p className="take-offline__note" role="alert">
              {estimate.offline ? TEXT.needsNetwork : TEXT.estimateFailed}
            </p>
          )}
          {!online && !saved && estimate === null && (
            <p className="take-offline__note">{TEXT.needsNetwork}</p>
          )}
          <div className="take-offline__actions">
            <IonButton
              fill={saved ? 'outline' : 'solid'}
              disabled={estimate?.kind === 'checking' || !online}
              onClick={() => void checkSize()}
            >
              {estimate?.kind === 'checking' ? TEXT.estimating : saved ? TEXT.update : TEXT.action}
            </IonButton>
          </div>
        </>
      )}
    </section>
  )
}

function EstimateStep({
  estimate,
  alreadySaved,
  onDownload,
  onCancel,
}: {
  estimate: { bytes: number; total: number; free: number | null }
  /** An update writes over what is saved: that room is counted as free. */
  alreadySaved: number
  onDownload: () => void
  onCancel: () => void
}) {
  const room = estimate.free === null || estimate.free + alreadySaved >= estimate.bytes
  return (
    <>
      <p className="take-offline__estimate">{TEXT.estimate(estimate.bytes, estimate.total)}</p>
      {estimate.total === 0 ? (
        <p className="take-offline__note">{TEXT.noExhibitors}</p>
      ) : room ? (
        <p className="take-offline__hint">{TEXT.estimateHint}</p>
      ) : (
        <p className="take-offline__note" role="alert">
          {TEXT.notEnoughRoom(estimate.bytes, estimate.free ?? 0)}
        </p>
      )}
      <div className="take-offline__actions">
        <IonButton disabled={!room || estimate.total === 0} onClick={onDownload}>
          {TEXT.download}
        </IonButton>
        <IonButton fill="outline" onClick={onCancel}>
          {TEXT.notNow}
        </IonButton>
      </div>
    </>
  )
}
