import type { SessionHeaders } from '../session/session-types.ts'

export const API_BASE = '/api/v1'

/** A non-2xx answer, with the body the server sent (docs/spec/design.md error shapes). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`)
  }
}

/** The request never reached the server: offline, or the connection dropped. */
export class NetworkError extends Error {}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * Waits for the answer however long it takes, even under an Idempotency-Key: a keyed write the
   * outbox does not keep (registration, recovery, invitations) is repeated by the person, not
   * given up on after the lie-fi deadline.
   */
  waitForAnswer?: true
  /** The answer as text (a CSV export) rather than JSON; an error answer is still read as JSON. */
  text?: true
}

/** What the API client needs of the session: headers to send, and where refreshed ones go. */
export type SessionLink = {
  headers(): SessionHeaders | null
  receive(headers: SessionHeaders): void
  /** A 401 on a call that carried a session: the session is gone. */
  unauthorized(): void
}

/** Query arrays in bracket format (`ids[]=1&ids[]=2`), as the API expects. */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function headersFrom(response: Response): SessionHeaders | null {
  const token = response.headers.get('access-token')
  const client = response.headers.get('client')
  const uid = response.headers.get('uid')
  const expiry = response.headers.get('expiry')
  return token && client && uid && expiry ? { 'access-token': token, client, uid, expiry } : null
}

export type ApiClient = {
  request<T>(path: string, options?: RequestOptions): Promise<T>
}

/**
 * How long a read or a kept-for-later submission may wait for an answer, and who is told when
 * none came (lie-fi, docs/offline.md). Other calls (sign-in, uploads) wait as long as they take.
 */
export type AnswerDeadline = { ms: number; missed(): void }

/** Reads, and submissions an Idempotency-Key makes safe to send again from the outbox. */
const hasDeadline = (options: RequestOptions) =>
  !options.waitForAnswer &&
  ((options.method ?? 'GET') === 'GET' || options.headers?.['Idempotency-Key'] !== undefined)

/**
 * Sends the session headers on every call and hands refreshed ones back to the session; with a
 * deadline, a read or submission left unanswered fails as a NetworkError.
 */
export function createApiClient(session: SessionLink, deadline?: AnswerDeadline): ApiClient {
  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const sent = session.headers()
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
      if (sent) {
        headers['access-token'] = sent['access-token']
        headers.client = sent.client
        headers.uid = sent.uid
      }
      let body: BodyInit | undefined
      if (options.body instanceof FormData) body = options.body
      else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(options.body)
      }
      const timeout = deadline && hasDeadline(options) ? AbortSignal.timeout(deadline.ms) : null
      const signals = [options.signal, timeout].filter((signal) => signal != null)
      let response: Response
      try {
        response = await fetch(`${API_BASE}${path}${toQueryString(options.query ?? {})}`, {
          method: options.method ?? 'GET',
          headers,
          body,
          signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
        })
      } catch (error) {
        if (options.signal?.aborted) throw error
        if (timeout?.aborted) deadline?.missed()
        throw new NetworkError(error instanceof Error ? error.message : 'Network error')
      }
      const fresh = headersFrom(response)
      if (fresh) session.receive(fresh)
      const data =
        response.status === 204
          ? null
          : options.text && response.ok
            ? await response.text()
            : await response.json().catch(() => null)
      // The headers came in time but the body did not (a slow link): no answer, as above.
      if (timeout?.aborted && !options.signal?.aborted) {
        deadline?.missed()
        throw new NetworkError('The answer did not arrive in time')
      }
      if (!response.ok) {
        const hidden = (data as { show_data?: boolean } | null)?.show_data === false
        if (response.status === 401 && sent && !hidden) session.unauthorized()
        throw new ApiError(response.status, data)
      }
      return data as T
    },
  }
}

/** The first server message of an error body, for alerts and toasts (docs/spec/access-and-account.md §3). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const errors = (error.body as { errors?: unknown } | null)?.errors
  if (Array.isArray(errors)) return typeof errors[0] === 'string' ? errors[0] : undefined
  if (errors && typeof errors === 'object') {
    const full = (errors as { full_messages?: string[] }).full_messages
    if (full?.[0]) return full[0]
    const first = Object.values(errors as Record<string, unknown>).find(Array.isArray) as
      | string[]
      | undefined
    return first?.[0]
  }
  return undefined
}

/** Per-field server messages of a 422, to show under the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.status !== 422) return {}
  const errors = (error.body as { errors?: unknown } | null)?.errors
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {}
  const { full_messages: _full, ...fields } = errors as Record<string, string[]>
  return fields
}
