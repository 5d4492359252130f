import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { redirect, useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { ApiError, NetworkError } from '../api/api-client.ts'
import { isOffline } from '../offline/connectivity.ts'
import { NeedsConnection } from '../offline/needs-connection.tsx'
import { showToast } from './toast-store.ts'

type ErrorPath = '/forbidden' | '/not-found' | '/server-error'

/** Where a failed page load goes (docs/spec/marketplace.md §8): 403, 404 and 5xx have their own pages. */
export function errorPageFor(error: unknown): ErrorPath | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 403) return '/forbidden'
  if (error.status === 404) return '/not-found'
  if (error.status >= 500) return '/server-error'
  return null
}

/**
 * A detail loader's failure whose status has an error page goes there as a redirect, so the
 * router neither logs it as an uncaught error nor renders the page's error component first.
 */
export function toErrorPage(from: string) {
  return (error: unknown): never => {
    const target = errorPageFor(error)
    if (target) throw redirect({ to: target, replace: true, state: { from } })
    throw error
  }
}

/**
 * A vendor or tactic page that could not load: on to the error page its status names, or the
 * page's toast and a retry (offline with nothing cached, a lost connection).
 */
export function DetailLoadError({ error, message }: { error: unknown; message: string }) {
  const target = errorPageFor(error)
  const navigate = useNavigate()
  const router = useRouter()
  const from = useLocation({ select: (location) => location.href })
  const { reset } = useQueryErrorResetBoundary()
  // Offline with nothing saved: the page waits for the connection instead of failing.
  const [needsConnection] = useState(() => error instanceof NetworkError && isOffline())
  const retry = useCallback(() => {
    reset()
    void router.invalidate()
  }, [reset, router])

  useEffect(() => {
    if (target) void navigate({ to: target, replace: true, state: { from } })
    else if (!needsConnection) showToast(message, 'danger')
  }, [target, from, message, navigate, needsConnection])

  if (target) return null
  if (needsConnection)
    return (
      <div className="container">
        <NeedsConnection page onRetry={retry} />
      </div>
    )
  return (
    <div className="container">
      <div className="alert alert--danger detail-load-error" role="alert">
        <span>{message}</span>
        <button type="button" className="btn btn--outline" onClick={retry}>
          Try again
        </button>
      </div>
    </div>
  )
}
