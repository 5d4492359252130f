import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type * as v from 'valibot'
import type { DeleteAccountSchema } from '#domain/account-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'

export type DeleteAccountBody = v.InferInput<typeof DeleteAccountSchema>

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
