import type { Workbox } from 'workbox-window'
import { untilOnline } from './connectivity.ts'

/** The wait before registering again after a first install failed; doubled each time, up to the last. */
const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 5 * 60_000

/**
 * Registers the service worker, and registers it again while its first install fails: one file
 * lost on the way (a trade show's network) fails the whole install and removes the registration,
 * so the app would not work offline until the page was loaded again. Each registration's Workbox
 * goes to `use` before it registers; the returned function stops trying.
 */
export function registerWorker(use: (wb: Workbox) => void): () => void {
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let waitMs = FIRST_RETRY_MS
  const register = async () => {
    // Loaded after start-up: nothing about the service worker is needed for the first paint.
    const { Workbox } = await import('workbox-window')
    if (stopped) return
    const wb = new Workbox('/sw.js', { scope: '/' })
    wb.addEventListener('redundant', (event) => {
      // A failed update leaves the working version in control; the next update check tries again.
      if (event.isUpdate || stopped) return
      retry = setTimeout(() => void untilOnline().then(register), waitMs)
      waitMs = Math.min(waitMs * 2, LAST_RETRY_MS)
    })
    use(wb)
    // A browser that keeps no service worker (a private window, a policy) runs online only.
    await wb.register().catch(() => {})
  }
  void register()
  return () => {
    stopped = true
    clearTimeout(retry)
  }
}
