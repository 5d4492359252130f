import { useEffect } from 'react'
import { PAGE_NOT_WORKING, RELOAD_PAGE } from './error-messages.ts'
import { ErrorPage } from './error-page.tsx'
import { reportClientError } from './report-client-error.ts'

/** The full-page screen for a render crash: reported, then one button to try again. */
export function PageCrash({ error }: { error: unknown }) {
  useEffect(() => reportClientError(error), [error])
  return (
    <ErrorPage title={PAGE_NOT_WORKING} message="Something went wrong while showing this page.">
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {RELOAD_PAGE}
      </button>
    </ErrorPage>
  )
}
