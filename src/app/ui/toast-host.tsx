import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastStore } from './toast-store.ts'

const IonicToasts = lazy(() => import('./ionic-toasts.tsx'))

/** Loads Ionic's toast only once there is something to say, keeping it off the first paint. */
export function ToastHost() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.snapshot,
    toastStore.snapshot,
  )
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <IonicToasts toasts={toasts} />
    </Suspense>
  )
}
