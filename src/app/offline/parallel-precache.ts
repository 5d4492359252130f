import { type InstallResult, PrecacheController, type PrecacheEntry } from 'workbox-precaching'

/**
 * Precache entries fetched at once: four of the six connections a browser opens to one HTTP/1.1
 * host, so the page that installs the worker keeps two for what it loads itself.
 */
const AT_ONCE = 4

/** The worker's install event (named through Workbox: the app's own types have no worker events). */
type InstallEvent = Parameters<PrecacheController['install']>[0]

/**
 * Workbox's precache, fetched a few files at a time rather than one after another. Workbox went
 * to one at a time because Chrome ran out of resources with hundreds at once (GoogleChrome/workbox
 * issues 2528, 2880); on a phone link's 150 ms round trip that made a first visit wait about 35 s
 * for the app to work offline (docs/offline.md). Each file is fetched and stored as Workbox does.
 */
export class ParallelPrecacheController extends PrecacheController {
  /** Entries with a revision: fetched past the HTTP cache, which may hold an older copy. */
  private readonly revised = new Set<string>()

  override addToCacheList(entries: Array<PrecacheEntry | string>): void {
    super.addToCacheList(entries)
    for (const entry of entries) {
      if (typeof entry !== 'string' && entry.revision) {
        this.revised.add(new URL(entry.url, location.href).href)
      }
    }
  }

  override install(event: InstallEvent): Promise<InstallResult> {
    const installed = this.fetchAll(event)
    event.waitUntil(installed)
    return installed
  }

  private async fetchAll(event: InstallEvent): Promise<InstallResult> {
    const waiting = [...this.getURLsToCacheKeys()]
    const fetchNext = async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const [url, cacheKey] = next
        const request = new Request(url, {
          cache: this.revised.has(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        })
        await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }))
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, fetchNext))
    return { updatedURLs: [...this.getURLsToCacheKeys().keys()], notUpdatedURLs: [] }
  }
}
