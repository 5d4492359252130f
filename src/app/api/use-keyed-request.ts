import { useMemo } from 'react'
import { type ApiClient, NetworkError, type RequestOptions } from './api-client.ts'
import { keyFor, type SubmissionKey } from './submission-key.ts'
import { useApi } from './use-api.ts'

type KeyedOptions = RequestOptions & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }
export type KeyedRequest = <T>(path: string, options: KeyedOptions) => Promise<T>

/** What identifies a submission: the same method, path and body is the same intent. */
function requestText(path: string, options: KeyedOptions): string {
  const body =
    options.body instanceof FormData ? [...options.body.entries()].map(String) : options.body
  return JSON.stringify([options.method, path, body])
}

/**
 * For a form's write that sends an email and that the person may send again (registration,
 * password recovery, member invitations): each submission carries an `Idempotency-Key`, kept while
 * the same request is repeated without an answer (a double submit, a retry after a lost
 * connection), new once the server answered or the request changed. The server then applies it,
 * and sends its email, once (docs/api-buyer-actions.md "Idempotency-Key").
 */
export function createKeyedRequest(api: ApiClient): KeyedRequest {
  let last: SubmissionKey | null = null
  return async <T>(path: string, options: KeyedOptions): Promise<T> => {
    const submission = keyFor(last, requestText(path, options))
    last = submission
    const headers = { ...options.headers, 'Idempotency-Key': submission.key }
    try {
      const answer = await api.request<T>(path, { ...options, headers, waitForAnswer: true })
      if (last?.key === submission.key) last = null
      return answer
    } catch (error) {
      if (!(error instanceof NetworkError) && last?.key === submission.key) last = null
      throw error
    }
  }
}

/** createKeyedRequest for one form: its keys live as long as the component. */
export function useKeyedRequest(): KeyedRequest {
  const api = useApi()
  return useMemo(() => createKeyedRequest(api), [api])
}
