import type * as v from 'valibot'
import type { ChangePasswordSchema } from '../../../domain/account-schemas.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordSchema>

/** The answer carries fresh session headers; the API client keeps them. */
export const useChangePassword = () =>
  useAccountMutation((api, body: ChangePasswordBody) =>
    api.request('/passwords', { method: 'PUT', body }),
  )
