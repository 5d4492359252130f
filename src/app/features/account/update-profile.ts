import type * as v from 'valibot'
import type { ProfileSchema } from '#domain/account-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export type ProfileBody = v.InferOutput<typeof ProfileSchema>

export const useUpdateProfile = () =>
  useAccountMutation((api, body: ProfileBody) => answerOf(api.rpc.accounts.$put({ json: body })))
