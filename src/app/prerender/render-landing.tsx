import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
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
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
