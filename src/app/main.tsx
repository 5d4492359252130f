import './styles/global.css'
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createApiClient } from './api/api-client.ts'
import {
  clearCacheOnUserChange,
  endSessionAtExpiry,
  refreshStoredSession,
} from './features/auth/session-start.ts'
import { isOffline, NO_ANSWER_MS, reportNoAnswer, whenBackOnline } from './offline/connectivity.ts'
import { watchOfflineReady } from './offline/offline-ready.ts'
import { provideOutbox } from './offline/outbox/outbox-instance.ts'
import { startOutbox } from './offline/outbox/outbox-runtime.ts'
import { createQueryClient, persistOnPageHide, persistOptions } from './query-client.ts'
import { createAppRouter } from './router.ts'
import { SessionStore } from './session/session-store.ts'
import { warmChunksAfterFirstPaint } from './shell/warm-chunks.ts'
import { MainLoader } from './ui/main-loader.tsx'

// The server keeps the previous release's chunks; a tab two deploys old finds its chunk gone (the
// server answers 404) and reloads into the new release, at most once a minute so a chunk that is
// truly missing cannot loop. A chunk that could not be fetched (offline, lie-fi) is not gone: the
// part that needs it says so and retries (docs/offline.md).
window.addEventListener('vite:preloadError', (event) => {
  const lastReload = Number(sessionStorage.getItem('reloaded-for-chunk') ?? 0)
  if (isOffline() || Date.now() - lastReload < 60_000) return
  const chunk = String((event as Event & { payload?: unknown }).payload).match(/https?:\S+\.js/)
  if (!chunk) return
  void fetch(chunk[0], { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => {
      if (answer.status !== 404) return
      sessionStorage.setItem('reloaded-for-chunk', String(Date.now()))
      window.location.reload()
    },
    () => {},
  )
})

const session = new SessionStore()
await session.load()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// A vendor or tactic page drawn by the server is a visitor's: a signed-in user would read its
// "Register for free" until their own page loaded.
const drawnForVisitor = root.hasAttribute('data-rendered') && session.current === null
if (root.hasAttribute('data-rendered') && !drawnForVisitor) root.replaceChildren()
const queryClient = createQueryClient()
// The end of lie-fi has no browser event: the reads React Query asks again on reconnect (stale,
// shown, such as a list after a change or a search left unanswered) are asked again then too.
whenBackOnline(() => queryClient.getQueryCache().onOnline())
// A vendor or tactic page drawn by the server came with the API answers it was drawn from.
const pageData = document.getElementById('page-data')?.textContent
if (pageData) hydrate(queryClient, JSON.parse(pageData))
const api = createApiClient(
  {
    headers: () => session.headers(),
    receive: (headers) => session.receive(headers),
    unauthorized: () => {
      void session.clear('expired').then(() => router.navigate({ to: '/' }))
    },
  },
  { ms: NO_ANSWER_MS, missed: reportNoAnswer },
)
const router = createAppRouter({ queryClient, session, api })
refreshStoredSession(api, session)
clearCacheOnUserChange(session, queryClient)
endSessionAtExpiry(session, () => void router.invalidate())
provideOutbox(startOutbox(api, session))

// Another tab logged in or out: a tab in the background reloads, the one in front re-checks its route.
session.connect((event) => {
  if (event.type !== 'rotate' && !document.hasFocus()) window.location.reload()
  else void router.invalidate()
})

const persist = persistOptions(queryClient)
persistOnPageHide(persist)
// The saved cache is read before the first route loads: a page viewed before opens offline from
// it even when the service worker never saw its API call (a visitor's page came drawn by the server).
const [, restored] = persistQueryClient(persist)
await restored
// The landing page pre-rendered at build (a visitor's `/`) and a visitor's vendor or tactic page
// drawn by the server are hydrated: React adopts their markup in short, interruptible steps
// instead of building the page again (docs/performance.md). Signed in, the app draws its own.
const landingDrawn = () => root.childNodes.length > 0 && router.state.location.pathname === '/'
// A page not drawn yet has the start-up spinner, in a root of its own: it shows while the router
// waits for the page's code and frame, before the app's tree is rendered.
if (!landingDrawn() && !drawnForVisitor) {
  const spinner = document.createElement('div')
  document.body.append(spinner)
  createRoot(spinner).render(<MainLoader />)
}
// The first commit shows the page itself, not an empty tree while the route's lazy chunk loads.
await router.load()
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
)
// Where the first route led (a signed-in user's `/` goes on to the search).
if (landingDrawn() || drawnForVisitor)
  startTransition(() => {
    hydrateRoot(root, app)
  })
else startTransition(() => createRoot(root).render(app))
warmChunksAfterFirstPaint()
if (import.meta.env.PROD) void watchOfflineReady(router)
