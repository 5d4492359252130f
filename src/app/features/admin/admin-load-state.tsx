import type { UseQueryResult } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { errorPageFor } from '../../ui/detail-load-error.tsx'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { ADMIN_TEXT } from './admin-text.ts'

/**
 * An admin screen's read: a busy placeholder, then the screen; a failure its error page names (a
 * role taken away meanwhile: Access denied) or an alert with a retry.
 */
export function AdminLoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const navigate = useNavigate()
  const from = useLocation({ select: (location) => location.href })
  const target = query.error ? errorPageFor(query.error) : null
  useEffect(() => {
    if (target) void navigate({ to: target, replace: true, state: { from } })
  }, [target, from, navigate])
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    if (target) return null
    return (
      <LoadFailedAlert
        message={ADMIN_TEXT.loadFailed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <div className="admin-loading" role="status" aria-label="Loading" aria-busy="true" />
}
