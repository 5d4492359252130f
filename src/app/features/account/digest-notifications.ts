import type * as v from 'valibot'
import type { DigestSchema, InsightsDigestSchema } from '#domain/account-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export const useSetDigestNotification = () =>
  useAccountMutation((api, body: v.InferOutput<typeof DigestSchema>) =>
    answerOf(api.rpc.digest_notifications.$put({ json: body })),
  )

/** A vendor member's weekly insights in the digest (docs/spec/workspace.md §5, opt-out). */
export const useSetInsightsDigest = () =>
  useAccountMutation((api, body: v.InferOutput<typeof InsightsDigestSchema>) =>
    answerOf(api.rpc.insights_digest.$put({ json: body })),
  )
