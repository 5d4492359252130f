import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { ErrorPage } from '../features/errors/error-page.tsx'
import { previousLocation } from '../features/errors/previous-location.ts'

export const Route = createFileRoute('/forbidden')({
  beforeLoad: ({ location }) => {
    if (!previousLocation(location)) throw redirect({ to: '/' })
  },
  component: () => (
    <ErrorPage title="Access denied" message={AUTH_MESSAGES.forbidden}>
      <Link to="/" className="btn btn--primary">
        Back to home
      </Link>
    </ErrorPage>
  ),
})
