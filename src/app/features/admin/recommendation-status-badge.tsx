import type { RecommendationStatus } from '#domain/admin-recommendations.ts'
import { RECOMMENDATION_TEXT } from './recommendation-text.ts'

/** Where a recommendation stands, as a badge coloured by what it asks of the operator. */
export function RecommendationStatusBadge({ status }: { status: RecommendationStatus }) {
  return (
    <span className={`account-badge recommendation-status recommendation-status--${status}`}>
      {RECOMMENDATION_TEXT.statuses[status]}
    </span>
  )
}
