import { isOffline, whenBackOnline } from '../offline/connectivity.ts'

/** Written by the build (scripts/vite-warm-list.ts): every script and style a buyer can reach. */
const WARM_LIST_URL = '/warm-chunks.json'
/** Fetches started per idle period at most, so that starting them never makes a long task. */
const FETCHES_PER_SLICE = 12
/** Under Lighthouse's 4x slowdown one fetch took about 8 ms to start: none starts with less idle time left. */
const IDLE_MS_PER_FETCH = 8
/** After a failed fetch with no word of a lost connection, when the rest is tried again. */
const RETRY_UNANNOUNCED_MS = 3_000

type Idle = (run: (deadline?: IdleDeadline) => void) => void

/**
 * Fetches every chunk a buyer can reach offline once the first page is painted, so no later step
 * needs one from the network, even before the service worker controls the page (docs/offline.md).
 * The files go to the browser's HTTP cache (hashed assets are immutable there), not into the
 * page: the first page spends no script time on screens it may never open, and a fetch that fails
 * leaves nothing behind (a failed module preload would keep failing the screen's import after the
 * connection is back). A page the worker controls has them all in its precache: it warms nothing.
 */
export function warmChunksAfterFirstPaint(): void {
  if (navigator.serviceWorker?.controller) return
  const idle: Idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200))
  // From the first paint, not the load event (which waits for every image, seconds on a show
  // floor's network): a buyer who loses the connection early still finds the next screens here.
  requestAnimationFrame(() =>
    idle(
      () =>
        void fetch(WARM_LIST_URL)
          .then((answer) => (answer.ok ? (answer.json() as Promise<string[]>) : []))
          .then((files) => fetchInSlices(files, idle))
          .catch(() => {}),
    ),
  )
}

/**
 * Fetches the files a slice at a time. When the connection goes, what is left waits for it to
 * come back rather than failing file by file (a first visit cut after two seconds failed 39).
 */
export function fetchInSlices(files: string[], idle: Idle): void {
  // A fetch that failed has an entry too (Chromium: an Ionic part asked for offline), with no body.
  const loaded = new Set(
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).decodedBodySize > 0)
      .map((entry) => new URL(entry.name).pathname),
  )
  const waiting = files.filter((file) => !loaded.has(file))
  let paused = false
  const pause = (file: string) => {
    waiting.unshift(file)
    if (paused) return
    paused = true
    const resume = () => {
      stop()
      clearTimeout(retry)
      paused = false
      fetchSlice()
    }
    const stop = whenBackOnline(resume)
    // A failure that arrives after the browser said it was back online (a busy phone delivers it
    // late), or one the browser never took for offline: no "online" event follows, so try again.
    const retry = setTimeout(() => {
      if (!isOffline()) resume()
    }, RETRY_UNANNOUNCED_MS)
  }
  const fetchSlice = (deadline?: IdleDeadline) => {
    if (paused) return
    // One at least, then as many as the idle period has time for.
    for (let started = 0; started < FETCHES_PER_SLICE; started++) {
      if (started > 0 && deadline && deadline.timeRemaining() < IDLE_MS_PER_FETCH) break
      const file = waiting.shift()
      if (!file) break
      // Read to the end: the cache keeps only a body that was received whole.
      void fetch(file, { priority: 'low' })
        .then((answer) => answer.arrayBuffer())
        // Failed before the browser may know it is offline: kept for when it is back online.
        .catch(() => pause(file))
    }
    if (waiting.length > 0) idle(fetchSlice)
  }
  idle(fetchSlice)
}
