import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type * as v from 'valibot'
import type { DeleteAccountSchema } from '../../../domain/account-schemas.ts'
import { ApiError, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'

export type DeleteAccountBody = v.InferOutput<typeof DeleteAccountSchema>

/** A colleague who can take over as company admin (docs/api-access.md, DELETE /accounts). */
export type AdminCandidate = { id: number; first_name: string; last_name: string; email: string }

/** The candidates a last company admin must choose from, when the server asked for one. */
export function adminCandidatesOf(error: unknown): AdminCandidate[] {
  if (!(error instanceof ApiError) || error.status !== 422) return []
  const candidates = (error.body as { candidates?: unknown } | null)?.candidates
  return Array.isArray(candidates) ? (candidates as AdminCandidate[]) : []
}

/** Deletes the signed-in user and ends the session (the app shell then drops their cached data). */
export function useDeleteAccount() {
  const api = useApi()
  const { session } = useRouter().options.context
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => answerOf(api.rpc.accounts.$delete({ json: body })),
    networkMode: 'always',
    onSuccess: () => session.clear(),
  })
}
