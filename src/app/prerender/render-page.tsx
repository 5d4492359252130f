import {
  type DehydratedState,
  dehydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import type { RenderedPage } from '#domain/rendered-page.ts'
import { createApiClient } from '../api/api-client.ts'
import { routeTree } from '../route-tree.gen.ts'
import { SessionStore } from '../session/session-store.ts'

type RenderedVisitorPage = RenderedPage & { data: DehydratedState }

/**
 * Renders `url` as a visitor sees it, its data read through `transport` (the landing page at
 * build, a vendor or tactic page by the server); null when the page did not load as itself
 * (an error, a redirect, not found), for the app to show in the browser.
 */
export async function renderPage(
  url: string,
  transport: typeof fetch,
): Promise<RenderedVisitorPage | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = new SessionStore()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, session, api: createApiClient(session, undefined, transport) },
  })
  await router.load()
  const { location, matches } = router.state
  const redirected = location.pathname !== new URL(url, 'http://page').pathname
  if (redirected || matches.some((match) => match.status !== 'success')) return null
  // The browser's router renders its matches in a Suspense boundary that the server's leaves out;
  // this one stands for it, so the browser hydrates the markup instead of rebuilding it.
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { markup, data: dehydrate(queryClient) }
}
