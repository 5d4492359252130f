import { type ClientResponse, hc } from 'hono/client'
import type { ExtractSchema } from 'hono/types'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { ApiType } from '../../server/web-server.ts'
import type { SessionHeaders } from '../session/session-types.ts'
import { deadlineSignal } from './deadline-signal.ts'
import { type ErrorDetails, errorDetailsOf } from './error-body.ts'

export const API_BASE = '/api/v1'

/** A non-2xx answer, with the body the server sent (docs/spec/design.md error shapes). */
export class ApiError extends Error {
  /** The body read as the API's error shapes, once. */
  readonly details: ErrorDetails

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`)
    this.details = errorDetailsOf(body)
  }
}

/** The request never reached the server: offline, or the connection dropped. */
export class NetworkError extends Error {}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>

/** A submission the outbox keeps and sends again (`ApiClient.send`). */
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** What the API client needs of the session: headers to send, and where refreshed ones go. */
export type SessionLink = {
  headers(): SessionHeaders | null
  receive(headers: SessionHeaders): void
  /** A 401 on a call that carried a session: the session is gone. */
  unauthorized(): void
}

/** A call's query as the API reads it: lists in bracket format (`ids[]=1&ids[]=2`), text values. */
export function queryOf(query: Record<string, QueryValue>): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) params[`${key}[]`] = value.map(String)
    else params[key] = String(value)
  }
  return params
}

function headersFrom(response: Response): SessionHeaders | null {
  const token = response.headers.get('access-token')
  const client = response.headers.get('client')
  const uid = response.headers.get('uid')
  const expiry = response.headers.get('expiry')
  return token && client && uid && expiry ? { 'access-token': token, client, uid, expiry } : null
}

/** The API's routes, their inputs and answers, as the server declares them (docs/decisions/0005). */
export type Api = ReturnType<typeof hc<ApiType>>

/** The same by path and method: what a call recorded as data is checked against (kept-request.ts). */
export type ApiRoutes = ExtractSchema<ApiType>

export type ApiClient = {
  /** Every call of the API, typed from the server's routes; an error answer throws `ApiError`. */
  rpc: Api
  /**
   * The same calls waiting for the answer however long it takes, even under an Idempotency-Key:
   * a keyed write the outbox does not keep (registration, recovery, invitations) is repeated by
   * the person, not given up on after the lie-fi deadline.
   */
  patient: Api
  /** A submission the outbox recorded, sent again as it was: its answer is whatever came back. */
  send(path: string, options: RequestOptions): Promise<unknown>
}

/**
 * How long a read or a kept-for-later submission may wait for an answer, and who is told when
 * none came (lie-fi, docs/offline.md). Other calls (sign-in, uploads) wait as long as they take.
 */
export type AnswerDeadline = { ms: number; missed(): void }

/**
 * Reads, and submissions an Idempotency-Key makes safe to send again from the outbox; not an
 * upload (a reply's attachments), which takes as long as its files take on a slow link.
 */
const hasDeadline = (method: string, headers: Headers, body: unknown) =>
  method === 'GET' || (headers.has('Idempotency-Key') && !(body instanceof FormData))

const NULL_BODY_STATUS = new Set([101, 204, 205, 304])

/**
 * The fetch under every call: sends the session headers and hands refreshed ones back to the
 * session; with a deadline, a read or keyed submission left unanswered fails as a NetworkError;
 * an error answer throws `ApiError` with the body the server sent.
 */
function sessionFetch(
  session: SessionLink,
  transport: typeof fetch,
  deadline?: AnswerDeadline,
): typeof fetch {
  return async (input, init = {}) => {
    const sent = session.headers()
    const headers = new Headers(init.headers)
    if (!headers.has('Accept')) headers.set('Accept', 'application/json')
    if (sent) {
      headers.set('access-token', sent['access-token'])
      headers.set('client', sent.client)
      headers.set('uid', sent.uid)
    }
    const method = (init.method ?? 'GET').toUpperCase()
    const timeout =
      deadline && hasDeadline(method, headers, init.body) ? deadlineSignal(deadline.ms) : null
    const signals = [init.signal, timeout].filter((signal) => signal != null)
    let response: Response
    try {
      response = await transport(input, {
        ...init,
        headers,
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      })
    } catch (error) {
      if (init.signal?.aborted) throw error
      if (timeout?.aborted) deadline?.missed()
      throw new NetworkError(error instanceof Error ? error.message : 'Network error')
    }
    const fresh = headersFrom(response)
    if (fresh) session.receive(fresh)
    // Read as bytes: an answer may be a file (a quote's attachment), which text would corrupt.
    let body: ArrayBuffer
    try {
      body = await response.arrayBuffer()
    } catch (error) {
      if (init.signal?.aborted) throw error
      // The headers came in time but the body did not (a slow link): no answer, as above.
      if (timeout?.aborted) {
        deadline?.missed()
        throw new NetworkError('The answer did not arrive in time')
      }
      body = new ArrayBuffer(0)
    }
    if (!response.ok) {
      if (response.status === 401 && sent) session.unauthorized()
      throw new ApiError(response.status, parseJson(new TextDecoder().decode(body)))
    }
    return new Response(NULL_BODY_STATUS.has(response.status) ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The body of a successful answer, as the route declares it (null for 204). */
type Answered<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? S extends SuccessStatusCode
      ? T
      : never
    : never

/** Awaits a call of `api.rpc` and reads its answer as JSON; errors were thrown by the fetch. */
export async function answerOf<R extends ClientResponse<unknown>>(
  call: Promise<R>,
): Promise<Answered<R>> {
  const response = await call
  const text = await response.text()
  return (text === '' ? null : JSON.parse(text)) as Answered<R>
}

/** Awaits a call of `api.rpc` whose answer is text (a CSV export). */
export async function textOf(call: Promise<ClientResponse<unknown>>): Promise<string> {
  return (await call).text()
}

/** Awaits a call of `api.rpc` whose answer is a file (a quote's attachment). */
export async function blobOf(call: Promise<ClientResponse<unknown>>): Promise<Blob> {
  return (await call).blob()
}

/**
 * `transport` sends the requests: the browser's fetch, or on the server the API answering in
 * the same process (a page rendered for a visitor, src/app/prerender/render-page.tsx).
 */
export function createApiClient(
  session: SessionLink,
  deadline?: AnswerDeadline,
  transport: typeof fetch = (input, init) => fetch(input, init),
): ApiClient {
  const fetchWithDeadline = sessionFetch(session, transport, deadline)
  const rpc = hc<ApiType>(API_BASE, { fetch: fetchWithDeadline })
  const patient = hc<ApiType>(API_BASE, { fetch: sessionFetch(session, transport) })
  return {
    rpc,
    patient,
    async send(path, options) {
      const headers: Record<string, string> = { ...options.headers }
      let body: BodyInit | undefined
      if (options.body instanceof FormData) body = options.body
      else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(options.body)
      }
      const response = await fetchWithDeadline(`${API_BASE}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      })
      return parseJson(await response.text())
    },
  }
}

/** The first server message of an error body, for alerts and toasts (docs/spec/access-and-account.md §3). */
export function firstErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.details.messages[0] : undefined
}

/** Per-field server messages of a 422, to show under the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return error instanceof ApiError && error.status === 422 ? error.details.fields : {}
}
