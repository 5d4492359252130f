import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastStore } from './toast-store.ts'

const IonicToasts = lazy(() => import('./ionic-toasts.tsx'))

/**
 * Loads Ionic's toast only once there is something to say, keeping it off the first paint. Ionic
 * puts a toast inside the app shell's `ion-app`, which a move between the landing frame and the
 * shell removes: the toasts start again in the new frame, without the one that was showing.
 */
export function ToastHost({ frame }: { frame: 'landing' | 'app' }) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.snapshot,
    toastStore.snapshot,
  )
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <IonicToasts key={frame} toasts={toasts} />
    </Suspense>
  )
}
