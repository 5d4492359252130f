import { Suspense, useSyncExternalStore } from 'react'
import { ChunkBoundary } from '../offline/chunk-boundary.tsx'
import { retryableLazy } from '../offline/retryable-lazy.ts'
import { toastStore } from './toast-store.ts'

const IonicToasts = retryableLazy(() => import('./ionic-toasts.tsx'))

/**
 * Loads Ionic's toast only once there is something to say, keeping it off the first paint. Ionic
 * puts a toast inside the app shell's `ion-app`, which a move between the landing frame and the
 * shell removes: the toasts start again in the new frame, the one that was showing first. Offline
 * before the toast's code is on the device, the toasts wait for the connection, and the page stays.
 */
export function ToastHost({ frame }: { frame: 'landing' | 'app' }) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.snapshot,
    toastStore.snapshot,
  )
  if (toasts.length === 0) return null
  return (
    <ChunkBoundary quiet>
      <Suspense fallback={null}>
        <IonicToasts key={frame} toasts={toasts} />
      </Suspense>
    </ChunkBoundary>
  )
}
