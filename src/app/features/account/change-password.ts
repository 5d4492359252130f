import type * as v from 'valibot'
import type { ChangePasswordSchema } from '#domain/account-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordSchema>

/** The answer carries fresh session headers; the API client keeps them. */
export const useChangePassword = () =>
  useAccountMutation((api, body: ChangePasswordBody) =>
    answerOf(api.rpc.passwords.$put({ json: body })),
  )
