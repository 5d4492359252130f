import { IonBadge } from '@ionic/react'
import type { RecommendationStatus } from '#domain/admin-recommendations.ts'
import { RECOMMENDATION_TEXT } from './recommendation-text.ts'

const STATUS_COLORS: Record<RecommendationStatus, string> = {
  new: 'primary',
  contacted: 'warning',
  added: 'success',
  dismissed: 'medium',
}

/** Where a recommendation stands, as a badge coloured by what it asks of the operator. */
export function RecommendationStatusBadge({ status }: { status: RecommendationStatus }) {
  return (
    <IonBadge className="row-badge" color={STATUS_COLORS[status]}>
      {RECOMMENDATION_TEXT.statuses[status]}
    </IonBadge>
  )
}
