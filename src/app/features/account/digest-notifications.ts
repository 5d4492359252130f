import type * as v from 'valibot'
import type { DigestSchema } from '#domain/account-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export const useSetDigestNotification = () =>
  useAccountMutation((api, body: v.InferOutput<typeof DigestSchema>) =>
    answerOf(api.rpc.digest_notifications.$put({ json: body })),
  )
