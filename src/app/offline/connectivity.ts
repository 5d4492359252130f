import { deadlineSignal } from '../api/deadline-signal.ts'
import { showToast } from '../ui/toast-store.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'

/**
 * Past this a request is taken as unanswered: lie-fi (a connection that is up but answers slowly
 * or never) then behaves like offline (docs/offline.md).
 */
export const NO_ANSWER_MS = 3_000
/** While unreachable, how often the server is asked whether it answers again. */
const PROBE_EVERY_MS = 5_000
const PROBE_PATH = '/api/v1/health'

let unreachable = false
let probeTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Offline as the app acts on it: no network at all, or one that does not answer in time. */
export function isOffline(): boolean {
  return !navigator.onLine || unreachable
}

/** Runs `listener` whenever `isOffline()` may have changed. */
export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Runs `listener` each time the app comes back online: the `online` event or lie-fi's end. */
export function whenBackOnline(listener: () => void): () => void {
  let offline = isOffline()
  return subscribeConnectivity(() => {
    const now = isOffline()
    if (offline && !now) listener()
    offline = now
  })
}

/** Resolves at once when online, else when the app comes back online. */
export function untilOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = whenBackOnline(() => {
      stop()
      resolve()
    })
  })
}

async function probe() {
  try {
    const answer = await fetch(PROBE_PATH, {
      cache: 'no-store',
      signal: deadlineSignal(NO_ANSWER_MS),
    })
    if (answer.ok) {
      unreachable = false
      emit()
      return
    }
  } catch {
    // Still no answer.
  }
  probeTimer = setTimeout(() => void probe(), PROBE_EVERY_MS)
}

/** A request went unanswered while the browser believes it is online: say so once, then probe. */
export function reportNoAnswer(): void {
  if (unreachable || !navigator.onLine) return
  unreachable = true
  emit()
  showToast(OFFLINE_TEXT.slowConnection, 'warning')
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void probe(), PROBE_EVERY_MS)
}

if (typeof window !== 'undefined') {
  // A new network may be a good one: ask at once rather than at the next probe.
  window.addEventListener('online', () => {
    if (!unreachable) return
    clearTimeout(probeTimer)
    void probe()
  })
}
