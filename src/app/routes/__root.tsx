import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx'
import { HEADER_ACTIONS } from '../features/auth/header-actions.ts'
import { startSessionFromLink } from '../features/auth/session-link.ts'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'
import { PageCrash } from '../features/errors/page-crash.tsx'
import { OfflineBanner } from '../offline/offline-banner.tsx'
import type { RouterContext } from '../router-context.ts'
import { AppFooter } from '../ui/app-footer.tsx'
import { AppHeader } from '../ui/app-header.tsx'
import { MainLoader } from '../ui/main-loader.tsx'
import { ToastHost } from '../ui/toast-host.tsx'
import { UpdatePrompt } from '../ui/update-prompt.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => startSessionFromLink(context.session, location),
  component: RootLayout,
  errorComponent: ({ error }) => (
    <Shell>
      <PageCrash error={error} />
    </Shell>
  ),
  notFoundComponent: NotFoundPage,
})

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
