import type { QueryClient } from '@tanstack/react-query'
import { BUNDLE_PAGE_SIZE, type BundledVendor } from '#domain/event-offline-bundle.ts'
import { EXHIBITOR_PAGE_SIZE } from '#domain/events.ts'
import { type ApiClient, ApiError, answerOf, NetworkError, queryOf } from '../../api/api-client.ts'
import { isOffline, untilOnline } from '../../offline/connectivity.ts'
import type { DownloadFailure } from '../../offline/event-downloads.ts'
import { RUNTIME_CACHES, userCacheKey } from '../../offline/runtime-caches.ts'
import { keepSavedEvent, type SavedEvent, vendorsOnDevice } from '../../offline/saved-events.ts'
import { eventQuery } from './event-queries.ts'

/** Past this a bundle page (ten vendors' pages) that has not arrived is asked for again. */
const PAGE_DEADLINE_MS = 60_000
const RETRY_FIRST_MS = 2_000
const RETRY_MAX_MS = 30_000

export type DownloadReport = {
  /** The record as written after each vendor. */
  saved(record: SavedEvent): void
  /** True while the connection is gone and the download waits for it. */
  waiting(waiting: boolean): void
}

type Run = {
  api: ApiClient
  queryClient: QueryClient
  record: SavedEvent
  signal: AbortSignal
  report: DownloadReport
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length

/** Waits `ms`, or less when the download is cancelled. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Resolves once the app is online, or at once when the download is cancelled. */
function onlineOrCancelled(signal: AbortSignal): Promise<void> {
  const cancelled = new Promise<void>((resolve) =>
    signal.addEventListener('abort', () => resolve()),
  )
  return Promise.race([untilOnline(), cancelled])
}

/** A failure the connection may take back: asked again once it is back. */
const isPassing = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 429))

const isQuota = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError'

/** One answer kept where the worker serves it offline: under its URL and the user who asked. */
async function keepAnswer(cache: Cache, uid: string, path: string, body: unknown) {
  const text = JSON.stringify(body)
  await cache.put(
    userCacheKey(new URL(path, window.location.origin).href, uid),
    new Response(text, { headers: { 'Content-Type': 'application/json' } }),
  )
  return bytesOf(text)
}

/** An image kept for offline; one the server no longer has is left out. */
async function keepImage(cache: Cache, url: string, signal: AbortSignal) {
  const href = new URL(url, window.location.origin).href
  let response: Response
  try {
    response = await fetch(href, { signal })
  } catch (error) {
    if (signal.aborted) throw error
    throw new NetworkError('The image could not be fetched')
  }
  if (!response.ok) return 0
  const blob = await response.blob()
  await cache.put(href, new Response(blob, { headers: response.headers }))
  return blob.size
}

/** A vendor's answers and logo, kept; the bytes written. */
async function keepVendor(cache: Cache, uid: string, vendor: BundledVendor, signal: AbortSignal) {
  let bytes = 0
  for (const image of vendor.images) bytes += await keepImage(cache, image, signal)
  for (const answer of vendor.answers)
    bytes += await keepAnswer(cache, uid, answer.path, answer.body)
  return bytes
}

/**
 * Every page of the event's exhibitor list as the event page asks for it (sorted by booth), into
 * the query cache and beside the vendors' answers: the event page opens offline with all of them.
 */
async function keepEventPages({ api, queryClient, record }: Run, cache: Cache) {
  const pages = Math.max(1, Math.ceil(record.total / EXHIBITOR_PAGE_SIZE))
  for (let page = 1; page <= pages; page++) {
    const search = page === 1 ? {} : { page }
    const answer = await queryClient.fetchQuery({
      ...eventQuery(api, record.event.id, search),
      staleTime: 0,
    })
    const query = new URLSearchParams(queryOf(search) as Record<string, string>).toString()
    record.bytes += await keepAnswer(
      cache,
      record.uid,
      `/api/v1/events/${record.event.id}${query ? `?${query}` : ''}`,
      answer,
    )
  }
}

/** One page of the bundle, waiting as long as a slow link takes, up to a minute. */
function bundlePage({ api, record, signal }: Run) {
  return answerOf(
    api.patient.events[':id'].offline_bundle.$get(
      {
        param: { id: String(record.event.id) },
        query: queryOf({ page: record.nextPage, per_page: record.perPage }),
      },
      { init: { signal: AbortSignal.any([signal, AbortSignal.timeout(PAGE_DEADLINE_MS)]) } },
    ),
  )
}

/**
 * Downloads what is left of the event, page after page from `record.nextPage`, each vendor
 * written before the next (a vendor saved before a reload is not fetched again). A lost
 * connection pauses it until the app is back online. Resolves with the record saved, or the
 * reason it stopped; a cancel (the signal) resolves with nothing.
 */
export async function downloadEvent(run: Run): Promise<DownloadFailure | null> {
  const { record, signal, report } = run
  const cache = await caches.open(RUNTIME_CACHES.savedEvents)
  let retryMs = RETRY_FIRST_MS
  const pages = () => Math.ceil(record.total / record.perPage)
  while (!signal.aborted) {
    try {
      if (record.nextPage <= pages()) {
        report.waiting(isOffline())
        await onlineOrCancelled(signal)
        report.waiting(false)
        if (signal.aborted) break
        const bundle = await bundlePage(run)
        record.total = bundle.total
        record.perPage = bundle.per_page
        record.estimatedBytes = bundle.estimated_bytes
        for (const vendor of bundle.vendors) {
          if (record.vendors.some((saved) => saved.id === vendor.id)) continue
          record.bytes += await keepVendor(cache, record.uid, vendor, signal)
          const { id, name, booth, logo_url } = vendor
          record.vendors.push({ id, name, booth, logo_url })
          await keepSavedEvent(record)
          report.saved({ ...record })
          if (signal.aborted) return null
        }
        record.nextPage += 1
        await keepSavedEvent(record)
        retryMs = RETRY_FIRST_MS
        continue
      }
      await keepEventPages(run, cache)
      record.state = 'saved'
      record.savedAt = new Date().toISOString()
      record.kept = []
      await keepSavedEvent(record)
      report.saved({ ...record })
      return null
    } catch (error) {
      if (signal.aborted) return null
      if (isQuota(error)) return 'full'
      if (!isPassing(error)) return 'refused'
      report.waiting(true)
      await pause(retryMs, signal)
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
    }
  }
  return null
}

/** A download from its first page: a new one, or an update of the event saved before. */
export function freshRecord(
  uid: string,
  event: { id: number; name: string },
  total: number,
  estimatedBytes: number,
  previous: SavedEvent | null,
): SavedEvent {
  return {
    uid,
    event,
    total,
    perPage: BUNDLE_PAGE_SIZE,
    nextPage: 1,
    vendors: [],
    kept: previous === null ? [] : vendorsOnDevice(previous),
    bytes: 0,
    estimatedBytes,
    state: 'downloading',
    savedAt: previous?.savedAt ?? null,
  }
}
