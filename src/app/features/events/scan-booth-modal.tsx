import { IonButton, IonSelect, IonSelectOption } from '@ionic/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useApi } from '../../api/use-api.ts'
import { vendorIdOfPageUrl } from '../../navigation/catalogue-page-url.ts'
import { isOffline } from '../../offline/connectivity.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { boothKey, findExhibitorAtBooth, savedExhibitors } from './booth-lookup.ts'
import { BoothNumberField, useBoothNumber } from './booth-number-field.tsx'
import { BOOTH_TEXT } from './booth-texts.ts'
import { eventQuery } from './event-queries.ts'
import { type CameraStatus, useQrCamera } from './use-qr-camera.ts'

/** A show whose booths a typed number is looked up in. */
export type ScannedEvent = { id: number; name: string }

type Props = {
  /** The shows a typed booth number may be at: the event page's own, or those on and upcoming. */
  events: readonly ScannedEvent[]
  /** Once the modal has gone: with the vendor to open, when a code or a booth found one. */
  onClose: (vendorId: number | null) => void
}

const CAMERA_PROBLEM: Partial<Record<CameraStatus, string>> = {
  refused: BOOTH_TEXT.cameraRefused,
  absent: BOOTH_TEXT.cameraAbsent,
  failed: BOOTH_TEXT.cameraFailed,
  'no-reader': BOOTH_TEXT.readerUnavailable,
}

/**
 * "Scan booth code" (docs/spec/workspace.md §6): the camera reads a booth card's QR code and the
 * app opens the vendor; only this app's own vendor pages are followed. A typed booth number is
 * always offered too, for a refused or missing camera or a card that will not read.
 */
export function ScanBoothModal({ events, onClose }: Props) {
  const [open, setOpen] = useState(true)
  const [vendorId, setVendorId] = useState<number | null>(null)
  const [wrongCode, setWrongCode] = useState(false)
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)

  const go = (id: number) => {
    setVendorId(id)
    setOpen(false)
  }

  const camera = useQrCamera(video, open, (text) => {
    const id = vendorIdOfPageUrl(text, window.location.origin)
    setWrongCode(id === null)
    if (id !== null) go(id)
    return id !== null
  })
  const problem = CAMERA_PROBLEM[camera]

  return (
    <AppModal
      isOpen={open}
      title={BOOTH_TEXT.scan}
      onClose={() => onClose(vendorId)}
      className="scan-booth-modal"
    >
      {problem ? (
        <p className="alert alert--warning scan-booth__problem" role="alert">
          {problem}
        </p>
      ) : (
        <div className="scan-booth__camera">
          <video
            ref={setVideo}
            className="scan-booth__video"
            aria-label={BOOTH_TEXT.cameraLabel}
            muted
            playsInline
          />
          <span className="scan-booth__frame" aria-hidden="true" />
        </div>
      )}
      {!problem && (
        <p
          className={
            wrongCode ? 'scan-booth__status scan-booth__status--wrong' : 'scan-booth__status'
          }
          role="status"
        >
          {wrongCode
            ? BOOTH_TEXT.notBoothCode
            : camera === 'live'
              ? BOOTH_TEXT.cameraHint
              : BOOTH_TEXT.cameraStarting}
        </p>
      )}
      <TypedBooth events={events} onFound={go} />
    </AppModal>
  )
}

/** The booth number typed, looked up among the chosen event's exhibitors. */
function TypedBooth({
  events,
  onFound,
}: {
  events: readonly ScannedEvent[]
  onFound: (vendorId: number) => void
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const [eventId, setEventId] = useState(events[0]?.id ?? null)
  const booth = useBoothNumber()
  const [finding, setFinding] = useState(false)
  const event = events.find((candidate) => candidate.id === eventId)

  const find = useSingleSubmit(async () => {
    if (!event) return
    const typed = boothKey(booth.value)
    if (!typed) return booth.setError(BOOTH_TEXT.boothRequired)
    setFinding(true)
    try {
      const lookup = await findExhibitorAtBooth(typed, {
        offline: isOffline(),
        ask: async (q) =>
          (await queryClient.fetchQuery(eventQuery(api, event.id, { q }))).exhibitors,
        saved: () => savedExhibitors(queryClient, event.id),
      })
      if (lookup.found) return onFound(lookup.found.vendor.id)
      booth.setError(
        lookup.onDevice ? BOOTH_TEXT.notOnDevice(typed) : BOOTH_TEXT.noExhibitor(typed, event.name),
      )
    } catch {
      booth.setError(BOOTH_TEXT.lookupFailed)
    } finally {
      setFinding(false)
    }
  })

  return (
    <section className="scan-booth__typed" aria-labelledby="scan-booth-typed-title">
      <h3 id="scan-booth-typed-title">{BOOTH_TEXT.typedTitle}</h3>
      {events.length === 0 ? (
        <p>{BOOTH_TEXT.noCurrentEvent}</p>
      ) : (
        <form
          className="scan-booth__form"
          aria-labelledby="scan-booth-typed-title"
          onSubmit={(submit) => {
            submit.preventDefault()
            void find()
          }}
        >
          {events.length > 1 && (
            <IonSelect
              className="scan-booth__event"
              label={BOOTH_TEXT.eventLabel}
              labelPlacement="floating"
              fill="outline"
              interface="popover"
              value={eventId}
              onIonChange={(change) => {
                setEventId(Number(change.detail.value))
                booth.setError(null)
              }}
            >
              {events.map((candidate) => (
                <IonSelectOption key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </IonSelectOption>
              ))}
            </IonSelect>
          )}
          <div className="booth-number-form">
            <BoothNumberField value={booth.value} error={booth.error} onChange={booth.onChange} />
            <IonButton type="submit" disabled={finding}>
              {BOOTH_TEXT.find}
            </IonButton>
          </div>
        </form>
      )}
    </section>
  )
}
