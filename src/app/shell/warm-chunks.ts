import type { AnyRouter } from '@tanstack/react-router'

/** What a buyer opens without a page change: the modals and lists loaded on demand. */
const ON_DEMAND_MODULES = [
  () => import('../features/buyer-actions/recommend-modal.tsx'),
  () => import('../offline/outbox/outbox-modal.tsx'),
  () => import('../ui/ionic-toasts.tsx'),
  () => import('../features/auth/logout-dialog.tsx'),
  () => import('../features/auth/login-dialog.tsx'),
]

/**
 * Editing screens need the network to save anyway, and the admin site is the super_admin's, online
 * (docs/api-admin.md): a buyer's offline paths leave them out.
 */
const NOT_WARMED_ROUTE = /\/(edit|new|create)$|^\/admin(\/|$)/

/**
 * Loads every chunk a buyer can reach offline once the first page is painted, so no later step
 * needs one from the network, even before the service worker controls the page (docs/offline.md).
 * Share, Request a Quote and Invite Vendor ship with the pages that show them. A page the worker
 * controls has them all in its precache (the worker activates once the precache is complete): it
 * warms nothing, which would only put 160 cache reads in the way of the page's own chunks.
 */
export function warmChunksAfterFirstPaint(router: AnyRouter): void {
  if (navigator.serviceWorker?.controller) return
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200))
  const warm = () => {
    for (const route of Object.values(router.routesById) as Parameters<
      AnyRouter['loadRouteChunk']
    >[0][]) {
      if (!NOT_WARMED_ROUTE.test(route.id)) void router.loadRouteChunk(route)?.catch(() => {})
    }
    for (const load of ON_DEMAND_MODULES) void load().catch(() => {})
  }
  if (document.readyState === 'complete') idle(warm)
  else window.addEventListener('load', () => idle(warm), { once: true })
}
