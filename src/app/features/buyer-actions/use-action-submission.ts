import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { fieldErrorsOf, NetworkError } from '../../api/api-client.ts'
import { keyFor, type SubmissionKey } from '../../api/submission-key.ts'
import { useApi } from '../../api/use-api.ts'
import { sendOrKeep } from '../../offline/outbox/send-or-keep.ts'
import { type ActionRequest, submitAction } from './submit-action.ts'

export type ActionSubmission = Omit<ActionRequest, 'idempotencyKey'>

/**
 * Sends one of the buyer's submissions through submitAction. A retry of the same body keeps its
 * Idempotency-Key, so the server applies it once; any answer from the server, or another body,
 * starts a new submission with a new key.
 */
export function useActionSubmission(
  /** The key of a submission begun elsewhere: Request a Quote's create, for its first send. */
  firstKey?: string,
) {
  const api = useApi()
  const last = useRef<SubmissionKey | null>(firstKey ? { key: firstKey, request: null } : null)
  const mutation = useMutation({
    mutationFn: (request: ActionSubmission) => {
      last.current = keyFor(
        last.current,
        JSON.stringify([request.method, request.path, request.body, request.followUp]),
      )
      const keyed = { ...request, idempotencyKey: last.current.key }
      // Offline, or no answer: kept in the outbox and sent once the network is back.
      return sendOrKeep(() => submitAction(api, keyed), keyed)
    },
    networkMode: 'always',
    onSettled: (_data, error) => {
      if (!(error instanceof NetworkError)) last.current = null
    },
  })
  return mutation
}

/** The server's first message for a field of a 422, or null. */
export const serverFieldError = (error: unknown, field: string): string | null =>
  fieldErrorsOf(error)[field]?.[0] ?? null
