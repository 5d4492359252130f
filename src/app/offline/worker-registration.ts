import type { Workbox } from 'workbox-window'
import { untilOnline } from './connectivity.ts'

/** The wait before registering again after a first install failed; doubled each time, up to the last. */
const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 5 * 60_000

/**
 * Registers the service worker, and registers it again while its first install fails: one file
 * lost on the way (a trade show's network) fails the whole install and removes the registration,
 * and the worker's own script lost on the way fails the registration, so either way the app would
 * not work offline until the page was loaded again. Each registration's Workbox goes to `use`
 * before it registers; the returned function stops trying.
 */
export function registerWorker(use: (wb: Workbox) => void): () => void {
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let waitMs = FIRST_RETRY_MS
  const registerLater = () => {
    if (stopped) return
    retry = setTimeout(() => void untilOnline().then(register), waitMs)
    waitMs = Math.min(waitMs * 2, LAST_RETRY_MS)
  }
  const register = async () => {
    try {
      // Loaded after start-up: nothing about the service worker is needed for the first paint.
      const { Workbox } = await import('workbox-window')
      if (stopped) return
      const wb = new Workbox('/sw.js', { scope: '/' })
      wb.addEventListener('redundant', (event) => {
        // A failed update leaves the working version in control; the next update check tries again.
        if (!event.isUpdate) registerLater()
      })
      use(wb)
      await wb.register()
    } catch (error) {
      // A browser that allows no service worker here (a policy) runs online only.
      if (error instanceof DOMException && error.name === 'SecurityError') return
      registerLater()
    }
  }
  void register()
  return () => {
    stopped = true
    clearTimeout(retry)
  }
}
