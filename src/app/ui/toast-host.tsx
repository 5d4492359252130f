import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { ChunkBoundary } from '../offline/chunk-boundary.tsx'
import { retryableLazy } from '../offline/retryable-lazy.ts'
import { PlainToast } from './plain/plain-toast.tsx'
import { useToastSlot } from './plain/toast-slot.ts'
import { watchModals } from './toast-anchor.ts'
import { toastStore } from './toast-store.ts'

const IonicToasts = retryableLazy(() => import('./ionic-toasts.tsx'))

/**
 * Loads Ionic's toast only once there is something to say, keeping it off the first paint. Ionic
 * puts a toast inside the app shell's `ion-app`, which a move between the landing frame and the
 * shell removes: the toast starts again in the new frame. Offline before the toast's code is on
 * the device, the toast waits for the connection, and the page stays. While a visitor's plain
 * dialog is open the toast shows inside it, the one part of the page that is not inert.
 */
export function ToastHost({ frame }: { frame: 'landing' | 'app' }) {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot)
  const slot = useToastSlot()
  useEffect(watchModals, [])
  if (!toast) return null
  if (slot) return createPortal(<PlainToast toast={toast} />, slot)
  return (
    <ChunkBoundary quiet>
      <Suspense fallback={null}>
        <IonicToasts key={frame} toast={toast} />
      </Suspense>
    </ChunkBoundary>
  )
}
