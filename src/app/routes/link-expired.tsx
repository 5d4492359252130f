import { createFileRoute, Link } from '@tanstack/react-router'
import { LINK_EXPIRED_MESSAGE } from '../features/errors/error-messages.ts'
import { ErrorPage } from '../features/errors/error-page.tsx'

export const Route = createFileRoute('/link-expired')({
  component: () => (
    <ErrorPage title="Link expired" message={LINK_EXPIRED_MESSAGE}>
      <Link to="/" className="btn btn--primary">
        Back to home
      </Link>
    </ErrorPage>
  ),
})
