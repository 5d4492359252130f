import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { FORBIDDEN_MESSAGE } from '../features/errors/error-messages.ts'
import { ErrorPage } from '../features/errors/error-page.tsx'
import { previousLocation } from '../features/errors/previous-location.ts'

export const Route = createFileRoute('/forbidden')({
  beforeLoad: ({ location }) => {
    if (!previousLocation(location)) throw redirect({ to: '/' })
  },
  component: () => (
    <ErrorPage title="Access denied" message={FORBIDDEN_MESSAGE}>
      <Link to="/" className="button button--primary">
        Back to home
      </Link>
    </ErrorPage>
  ),
})
