import { Link } from '@tanstack/react-router'
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from './error-messages.ts'
import { ErrorPage } from './error-page.tsx'

export function NotFoundPage() {
  return (
    <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_MESSAGE}>
      <Link to="/" className="btn btn--primary">
        Back to home
      </Link>
    </ErrorPage>
  )
}
