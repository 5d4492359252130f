import { createRouter } from '@tanstack/react-router'
import { trackHistory } from './navigation/history-trail.ts'
import { trackLastSearch } from './navigation/last-search.ts'
import { routeTree } from './route-tree.gen.ts'
import type { RouterContext } from './router-context.ts'
import { contentScrollElement, scrollKeyOf } from './shell/content-scroll.ts'

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    getScrollRestorationKey: scrollKeyOf,
    // The Ionic shell's pages scroll in IonContent, not the window (shell/content-scroll.ts).
    scrollToTopSelectors: [contentScrollElement],
  })
  trackHistory(router)
  trackLastSearch(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
