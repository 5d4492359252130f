import { createRootRouteWithContext, Outlet, useMatches, useRouter } from '@tanstack/react-router'
import { Suspense } from 'react'
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx'
import { HEADER_ACTIONS } from '../features/auth/header-actions.ts'
import { startSessionFromLink } from '../features/auth/session-link.ts'
import { RecommendButton } from '../features/buyer-actions/recommend-button.tsx'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'
import { PageCrash } from '../features/errors/page-crash.tsx'
import { RecommendSlot } from '../features/search/recommend-slot.ts'
import { NeedsConnection } from '../offline/needs-connection.tsx'
import { OfflineBanner } from '../offline/offline-banner.tsx'
import { isChunkLoadError, retryableLazy } from '../offline/retryable-lazy.ts'
import type { RouterContext } from '../router-context.ts'
import { useSession } from '../session/use-session.ts'
import { AppFooter } from '../shell/app-footer.tsx'
import { AppHeader } from '../ui/app-header.tsx'
import { usePageShown } from '../ui/main-loader.tsx'
import { ToastHost } from '../ui/toast-host.tsx'
import { UpdatePrompt } from '../ui/update-prompt.tsx'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A pre-rendered landing route: its frame stays free of Ionic for the first paint. */
    landing?: boolean
    /**
     * A public page a visitor sees in the landing frame, rendered by the server for a fast first
     * paint on a phone network (src/app/prerender/render-page.tsx); signed in, the app's frame.
     */
    visitorLanding?: boolean
    /** The admin site: it brings its own Ionic frame (src/app/features/admin/admin-shell.tsx). */
    admin?: boolean
  }
}

const IonicShell = retryableLazy(() => import('../shell/ionic-shell.tsx'))

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({
    context,
    location,
    matches,
  }): Promise<{ appFrame: Promise<void> | undefined }> => {
    const visitor = context.session.current === null
    const ownFrame = matches.some(
      ({ staticData }) =>
        staticData.landing || staticData.admin || (visitor && staticData.visitorLanding),
    )
    // Fetched beside the route's own data, so the screen does not wait for it after its data. A
    // chunk that cannot come now is asked for again by the render, which says so.
    const appFrame = ownFrame ? undefined : IonicShell.preload().catch(() => {})
    await startSessionFromLink(context.session, location)
    return { appFrame }
  },
  // The page is drawn with its frame: the frame suspending first would hold the page back for
  // React's reveal throttle (docs/offline.md). The start-up spinner shows meanwhile (main.tsx).
  loader: ({ context }) => context.appFrame,
  component: RootLayout,
  errorComponent: ({ error, reset }) => (
    <LandingShell>
      {isChunkLoadError(error) ? (
        <RouteNeedsConnection reset={reset} />
      ) : (
        <PageCrash error={error} />
      )}
    </LandingShell>
  ),
  notFoundComponent: NotFoundPage,
})

/** A page whose code is not on the device yet: loaded again on Retry or when back online. */
function RouteNeedsConnection({ reset }: { reset: () => void }) {
  const router = useRouter()
  return (
    <NeedsConnection
      page
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}

/** The landing pages' plain frame (docs/decisions/0001-ionic-with-tanstack-router.md). */
function LandingShell({ children }: { children: React.ReactNode }) {
  usePageShown()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The offline notice stays in view under the header while the page scrolls. */}
      <div className="app-top">
        <AppHeader actions={HEADER_ACTIONS} />
        <OfflineBanner />
      </div>
      <main id="main">{children}</main>
      <AppFooter />
    </div>
  )
}

function RootLayout() {
  const visitor = useSession() === null
  const landingPage = useMatches({ select: (matches) => matches.some((m) => m.staticData.landing) })
  const visitorLandingPage = useMatches({
    select: (matches) => matches.some((m) => m.staticData.visitorLanding),
  })
  const landing = landingPage || (visitor && visitorLandingPage)
  const admin = useMatches({ select: (matches) => matches.some((m) => m.staticData.admin) })
  return (
    <RecommendSlot value={RecommendButton}>
      {admin ? (
        <Outlet />
      ) : landing ? (
        <LandingShell>
          <Outlet />
        </LandingShell>
      ) : (
        <Suspense fallback={null}>
          <IonicShell actions={HEADER_ACTIONS}>
            <Outlet />
          </IonicShell>
        </Suspense>
      )}
      <AuthDialogs />
      <ToastHost frame={landing ? 'landing' : 'app'} />
      <UpdatePrompt />
    </RecommendSlot>
  )
}
