import { CLIENT_ERROR_LIMITS } from '#domain/client-error-report.ts'
import { API_BASE } from '../../api/api-client.ts'

/** Sends a render crash to our own error log; reporting must never throw. */
export function reportClientError(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error))
  const report = {
    message: err.message.slice(0, CLIENT_ERROR_LIMITS.message),
    stack: err.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
  }
  void fetch(`${API_BASE}/client_errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => {})
}
