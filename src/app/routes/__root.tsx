import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx'
import { HEADER_ACTIONS } from '../features/auth/header-actions.ts'
import { startSessionFromLink } from '../features/auth/session-link.ts'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'
import { PageCrash } from '../features/errors/page-crash.tsx'
import { NeedsConnection } from '../offline/needs-connection.tsx'
import { OfflineBanner } from '../offline/offline-banner.tsx'
import { isChunkLoadError } from '../offline/retryable-lazy.ts'
import type { RouterContext } from '../router-context.ts'
import { AppFooter } from '../ui/app-footer.tsx'
import { AppHeader } from '../ui/app-header.tsx'
import { MainLoader } from '../ui/main-loader.tsx'
import { ToastHost } from '../ui/toast-host.tsx'
import { UpdatePrompt } from '../ui/update-prompt.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => startSessionFromLink(context.session, location),
  component: RootLayout,
  errorComponent: ({ error, reset }) => (
    <Shell>
      {isChunkLoadError(error) ? (
        <RouteNeedsConnection reset={reset} />
      ) : (
        <PageCrash error={error} />
      )}
    </Shell>
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

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader actions={HEADER_ACTIONS} />
      <OfflineBanner />
      <main id="main">{children}</main>
      <AppFooter />
    </div>
  )
}

function RootLayout() {
  return (
    <>
      <Shell>
        <Outlet />
      </Shell>
      <AuthDialogs />
      <MainLoader />
      <ToastHost />
      <UpdatePrompt />
    </>
  )
}
