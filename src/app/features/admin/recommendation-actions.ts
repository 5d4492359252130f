import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminRecommendation, RecommendationChange } from '#domain/admin-recommendations.ts'
import { answerOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useKeyedRequest } from '../../api/use-keyed-request.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys } from './admin-queries.ts'
import { RECOMMENDATION_TEXT, recommendedName } from './recommendation-text.ts'

function changedText(before: AdminRecommendation, change: RecommendationChange) {
  if (change.status && change.status !== before.status) {
    return RECOMMENDATION_TEXT.statusChanged(
      recommendedName(before),
      RECOMMENDATION_TEXT.statuses[change.status],
    )
  }
  return RECOMMENDATION_TEXT.noteSaved
}

/**
 * Sets a recommendation's status or note (docs/api-admin.md, "Recommendations"): sent at once,
 * told in a toast, with the server's reason when it refuses.
 */
export function useRecommendationChange(
  recommendation: AdminRecommendation,
  onChanged: (recommendation: AdminRecommendation) => void,
) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: RecommendationChange) =>
      answerOf(
        api.rpc.admin.recommendations[':id'].$patch({
          param: { id: String(recommendation.id) },
          json: change,
        }),
      ),
    networkMode: 'always',
    onSuccess: (answer, change) => {
      onChanged(answer.recommendation)
      showToast(changedText(recommendation, change))
    },
    onError: (error) => showToast(firstErrorMessage(error) ?? RECOMMENDATION_TEXT.failed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/**
 * Invite this vendor: the invitation goes once, under one Idempotency-Key kept across retries of
 * the same request. A refusal stays with the caller, which shows a field's message by its field.
 */
export function useRecommendationInvite(
  recommendation: AdminRecommendation,
  onChanged: (recommendation: AdminRecommendation) => void,
) {
  const api = useApi()
  const keyed = useKeyedRequest()
  const queryClient = useQueryClient()
  const param = { id: String(recommendation.id) }
  return useMutation({
    mutationFn: (email: string | undefined) => {
      const json = email ? { email } : {}
      return keyed([param, json], (headers) =>
        answerOf(
          api.patient.admin.recommendations[':id'].invite.$post({ param, json }, { headers }),
        ),
      )
    },
    networkMode: 'always',
    onSuccess: (answer) => {
      onChanged(answer.recommendation)
      showToast(RECOMMENDATION_TEXT.invited(answer.recommendation.invited_email ?? ''))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
