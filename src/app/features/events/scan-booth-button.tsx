import './scan-booth.css'
import { IonButton, IonIcon } from '@ionic/react'
import { useNavigate } from '@tanstack/react-router'
import { scanOutline } from 'ionicons/icons'
import { Suspense, useEffect, useState } from 'react'
import { ChunkBoundary } from '../../offline/chunk-boundary.tsx'
import { isOffline } from '../../offline/connectivity.ts'
import { retryableLazy } from '../../offline/retryable-lazy.ts'
import { BOOTH_TEXT } from './booth-texts.ts'
import type { ScannedEvent } from './scan-booth-modal.tsx'

const loadModal = () => import('./scan-booth-modal.tsx')
const ScanBoothModal = retryableLazy(() =>
  loadModal().then((module) => ({ default: module.ScanBoothModal })),
)

/**
 * "Scan booth code" on the events list and an event's page (§6): the modal with the camera and the
 * typed booth number, then the vendor's page. `events`: where a typed booth number is looked up.
 */
export function ScanBoothButton({ events }: { events: readonly ScannedEvent[] }) {
  const navigate = useNavigate()
  const [scanning, setScanning] = useState(false)

  // The modal's code comes with the button: at a show the connection may be gone by the tap.
  useEffect(() => {
    if (!isOffline()) void loadModal().catch(() => {})
  }, [])

  return (
    <>
      <div className="scan-booth-action">
        <IonButton onClick={() => setScanning(true)}>
          <IonIcon slot="start" icon={scanOutline} aria-hidden="true" />
          {BOOTH_TEXT.scan}
        </IonButton>
      </div>
      {scanning && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ScanBoothModal
              events={events}
              onClose={(vendorId) => {
                setScanning(false)
                if (vendorId !== null)
                  void navigate({ to: '/company/$vendorId', params: { vendorId } })
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  )
}
