import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { createApiClient } from '../api/api-client.ts'
import { routeTree } from '../route-tree.gen.ts'
import { SessionStore } from '../session/session-store.ts'

/** The landing page as a visitor first sees it: logged out, sliders still loading. */
export async function renderLanding(): Promise<string> {
  const queryClient = new QueryClient()
  const session = new SessionStore()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, session, api: createApiClient(session) },
  })
  await router.load()
  // The browser's router renders its matches in a Suspense boundary that the server's leaves out;
  // this one stands for it, so the browser hydrates the markup instead of rebuilding it.
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
}
