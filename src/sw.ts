/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { OUTBOX_SYNC_TAG } from './app/features/outbox/outbox-sync-tag.ts'
import { RUNTIME_CACHES } from './app/offline/runtime-caches.ts'

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

const DAY_SECONDS = 24 * 60 * 60
/** On a show floor a weak signal is worse than none: past this the cached answer serves. */
const NETWORK_TIMEOUT_SECONDS = 3

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every app route is the one page; the API and uploads are never answered with it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/dev\//],
  }),
)

/**
 * API answers depend on the session (a visitor gets limited data): each is cached under the user
 * who asked, so a cached answer is never served to someone else even before a logout clears it.
 */
const keyedByUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url)
    url.searchParams.set('cached-for', request.headers.get('uid') ?? 'visitor')
    return url.href
  },
}

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] })

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
      okOnly(),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 14 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/uploads/'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.uploads,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      okOnly(),
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

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
})
