import type * as v from 'valibot'
import type { DigestSchema } from '../../../domain/account-schemas.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export const useSetDigestNotification = () =>
  useAccountMutation((api, body: v.InferOutput<typeof DigestSchema>) =>
    api.request('/digest_notifications', { method: 'PUT', body }),
  )
