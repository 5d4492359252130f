import { createFileRoute, redirect, useLocation } from '@tanstack/react-router'
import { PAGE_NOT_WORKING, RELOAD_PAGE } from '../features/errors/error-messages.ts'
import { ErrorPage } from '../features/errors/error-page.tsx'
import { previousLocation } from '../features/errors/previous-location.ts'

export const Route = createFileRoute('/server-error')({
  beforeLoad: ({ location }) => {
    if (!previousLocation(location)) throw redirect({ to: '/' })
  },
  component: ServerErrorPage,
})

function ServerErrorPage() {
  const from = previousLocation(useLocation()) ?? '/'
  return (
    <ErrorPage title={PAGE_NOT_WORKING} message="The server could not complete the request.">
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => window.location.assign(from)}
      >
        {RELOAD_PAGE}
      </button>
    </ErrorPage>
  )
}
