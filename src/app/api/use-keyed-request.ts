import { useMemo } from 'react'
import { NetworkError } from './api-client.ts'
import { keyFor, type SubmissionKey } from './submission-key.ts'

export type KeyHeader = { 'Idempotency-Key': string }

/**
 * Sends one keyed submission: `intent` names what is sent (the same intent is the same
 * submission), `send` makes the call with the key's header, on the client that waits for its answer.
 */
export type KeyedRequest = <T>(
  intent: unknown,
  send: (headers: KeyHeader) => Promise<T>,
) => Promise<T>

/** What identifies a submission: the same call and body is the same intent. */
function intentText(intent: unknown): string {
  return JSON.stringify(intent, (_, value: unknown) =>
    value instanceof FormData ? [...value.entries()].map(String) : value,
  )
}

/**
 * For a form's write that sends an email and that the person may send again (registration,
 * password recovery, member invitations): each submission carries an `Idempotency-Key`, kept while
 * the same request is repeated without an answer (a double submit, a retry after a lost
 * connection), new once the server answered or the request changed. The server then applies it,
 * and sends its email, once (docs/api-buyer-actions.md "Idempotency-Key").
 */
export function createKeyedRequest(): KeyedRequest {
  let last: SubmissionKey | null = null
  return async (intent, send) => {
    const submission = keyFor(last, intentText(intent))
    last = submission
    try {
      const answer = await send({ 'Idempotency-Key': submission.key })
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
  return useMemo(() => createKeyedRequest(), [])
}
