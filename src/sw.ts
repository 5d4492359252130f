/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { CLAIM } from './app/offline/claim-message.ts'
import { OUTBOX_SYNC_TAG } from './app/offline/outbox/outbox-sync-tag.ts'
import { ParallelPrecacheController } from './app/offline/parallel-precache.ts'
import { RUNTIME_CACHES, USER_CACHES, userCacheKey } from './app/offline/runtime-caches.ts'
import { SIGNED_OUT, type SignedOutMessage } from './app/offline/signed-out-message.ts'
import { WARM_IMAGES, type WarmImagesMessage } from './app/offline/warm-images-message.ts'
import { LANDING_PATHS, withoutPrerenderedLanding } from './domain/prerendered-landing.ts'

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

const DAY_SECONDS = 24 * 60 * 60
/**
 * On a show floor a weak signal is worse than none: past this the cached answer serves, before the
 * page's own 3 s limit gives up on the request (docs/offline.md, lie-fi).
 */
const NETWORK_TIMEOUT_SECONDS = 2

const precache = new ParallelPrecacheController()
precache.precache(self.__WB_MANIFEST)
registerRoute(new PrecacheRoute(precache))
cleanupOutdatedCaches()
// The page that installed the worker is served by it at once: from the first visit its images
// and API reads are cached and its chunks come from the precache (docs/offline.md).
clientsClaim()

// Every app route is the one page; the API and uploads are never answered with it. Only the
// landing paths keep the landing page pre-rendered into it: on any other path it would show
// until the app replaced it.
const shellPage = precache.createHandlerBoundToURL('/index.html')
registerRoute(
  new NavigationRoute(
    async (options) => {
      const page = await shellPage(options)
      if (LANDING_PATHS.has(options.url.pathname) || !page.ok) return page
      const headers = new Headers(page.headers)
      headers.delete('Content-Length')
      return new Response(withoutPrerenderedLanding(await page.text()), {
        status: page.status,
        statusText: page.statusText,
        headers,
      })
    },
    { denylist: [/^\/api\//, /^\/uploads\//, /^\/dev\//] },
  ),
)

/**
 * Users who signed out in this worker's life, and when (SIGNED_OUT from the page). For a minute,
 * longer than any request of theirs can still be under way, nothing is cached for them (a user who
 * signs in again within it is served from the network until then).
 */
const signedOutAt = new Map<string, number>()
const SIGNED_OUT_MS = 60_000

/**
 * API answers depend on the session (a visitor gets limited data): each is cached under the user
 * who asked, so a cached answer is never served to someone else even before a logout clears it.
 */
const keyedByUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request.url, request.headers.get('uid')),
  // An answer that arrives after its user signed out (sent just before) is not kept for them.
  cacheWillUpdate: async ({ request, response }) => {
    const at = signedOutAt.get(request.headers.get('uid') ?? '')
    return at !== undefined && Date.now() - at < SIGNED_OUT_MS ? null : response
  },
}

/** What was cached for a user who signed out, whichever page put it there and when. */
async function forgetUser(uid: string) {
  signedOutAt.set(uid, Date.now())
  for (const name of USER_CACHES) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      if (new URL(request.url).searchParams.get('cached-for') === uid) await cache.delete(request)
    }
  }
}

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] })

/**
 * A visitor's vendor or tactic is a 200 with the limited data (show_data false,
 * docs/spec/marketplace.md §8). Kept under the visitor's key only: a signed-in request answered
 * so (a session the server no longer knows) would otherwise stand for the user's full page.
 */
const fullOrVisitorsLimited: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200) return null
    if (!request.headers.has('uid')) return response
    const body: { show_data?: boolean } | null = await response
      .clone()
      .json()
      .catch(() => null)
    return body?.show_data === false ? null : response
  },
}

/**
 * An answer the network could not give, from an event taken offline (src/app/features/events/
 * event-download.ts wrote it under the same user key), so its vendors open offline.
 */
const savedForEvent: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const saved = await caches.open(RUNTIME_CACHES.savedEvents)
    return saved.match(userCacheKey(request.url, request.headers.get('uid')))
  },
}

const LOOKUP_PATHS = [
  /^\/api\/v1\/search_filters$/,
  /^\/api\/v1\/path_to_purchase_filters$/,
  /^\/api\/v1\/featured_slider$/,
  /^\/api\/v1\/vendors\/new$/,
  /^\/api\/v1\/slider_images\//,
]

const DETAIL_PATHS = [/^\/api\/v1\/vendors\/\d+$/, /^\/api\/v1\/vendors\/\d+\/tactics(\/\d+)?$/]

const sameOrigin = (url: URL) => url.origin === self.location.origin

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    LOOKUP_PATHS.some((path) => path.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.lookups,
    plugins: [
      keyedByUser,
      okOnly(),
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 7 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    DETAIL_PATHS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.details,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      keyedByUser,
      fullOrVisitorsLimited,
      savedForEvent,
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 14 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// An event's page is read from the app's persisted cache offline; one taken offline also from its
// saved answers (every page of its exhibitors), whatever the persisted cache had to drop.
const EVENT_PATH = /^\/api\/v1\/events\/\d+$/
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && EVENT_PATH.test(url.pathname),
  new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [savedForEvent] }),
)

// A reply's attachment never changes under its id: kept for the user who opened the thread, so
// the thread's pictures and files open offline too (docs/spec/workspace.md §3 "Offline").
const QUOTE_ATTACHMENT_PATH = /^\/api\/v1\/quotes\/\d+\/attachments\/\d+$/
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && QUOTE_ATTACHMENT_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.quoteAttachments,
    plugins: [
      keyedByUser,
      okOnly(),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// A booth photo never changes under its id (a new photo gets a new one): kept for the user who
// opened the list, so a list's photos show offline too (docs/spec/workspace.md §6).
const SHORTLIST_PHOTO_PATH = /^\/api\/v1\/shortlists\/\d+\/photos\/\d+$/
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && SHORTLIST_PHOTO_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.shortlistPhotos,
    plugins: [
      keyedByUser,
      okOnly(),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

const isUpload = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/uploads/')

/** `/uploads/logos/<hash>-w128.webp` → `/uploads/logos/<hash>-w`: every width of one image. */
const IMAGE_VARIANT = /^(\/uploads\/[a-z]+\/[0-9a-f]{64}-w)\d+\.webp$/

/**
 * A logo of an event taken offline: the file saved, or for another width of it (the screen's
 * density picks one from the srcset) the width saved, rather than the vendor's initials.
 */
const savedImageOfEvent: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const saved = await caches.open(RUNTIME_CACHES.savedEvents)
    const exact = await saved.match(request.url)
    if (exact) return exact
    const url = new URL(request.url)
    const base = IMAGE_VARIANT.exec(url.pathname)?.[1]
    if (!base) return undefined
    const sibling = (await saved.keys()).find((key) => new URL(key.url).pathname.startsWith(base))
    return sibling ? saved.match(sibling) : undefined
  },
}

// Uploads are named by their content's hash (src/server/uploads/stored-file.ts): a cached copy is
// never stale, so it serves without asking the network.
const uploads = new CacheFirst({
  cacheName: RUNTIME_CACHES.uploads,
  plugins: [
    okOnly(),
    savedImageOfEvent,
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: 30 * DAY_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
})
registerRoute(({ url, request }) => request.method === 'GET' && isUpload(url), uploads)

/** Images the page showed before this worker controlled it: fetched into the cache now. */
async function warmImages(urls: string[], event: ExtendableEvent) {
  const cache = await caches.open(RUNTIME_CACHES.uploads)
  const missing = []
  for (const href of urls) {
    const url = new URL(href, self.location.origin)
    if (isUpload(url) && !(await cache.match(url.href))) missing.push(url.href)
  }
  await Promise.all(
    missing.map((href) =>
      uploads.handle({ event, request: new Request(href) }).catch(() => undefined),
    ),
  )
}

// Background Sync only wakes the app: its own outbox in IndexedDB is the source of truth.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string }
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'REPLAY_OUTBOX' })
    }),
  )
})

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (event.data?.type === CLAIM) event.waitUntil(self.clients.claim())
  if (event.data?.type === SIGNED_OUT) {
    const { uid } = event.data as SignedOutMessage
    if (typeof uid === 'string') event.waitUntil(forgetUser(uid))
  }
  if (event.data?.type === WARM_IMAGES) {
    const { urls } = event.data as WarmImagesMessage
    if (Array.isArray(urls)) event.waitUntil(warmImages(urls.slice(0, 400).map(String), event))
  }
})
