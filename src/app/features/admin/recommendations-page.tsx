import { IonItem, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import {
  type AdminRecommendation,
  type AdminRecommendationPage,
  RECOMMENDATION_STATUSES,
  type RecommendationStatus,
} from '#domain/admin-recommendations.ts'
import { useApi } from '../../api/use-api.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { shortDate } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { recommendationsQuery } from './admin-queries.ts'
import { AdminResults } from './admin-results.tsx'
import { RecommendationDetailModal } from './recommendation-detail-modal.tsx'
import { RecommendationStatusBadge } from './recommendation-status-badge.tsx'
import { buyerName, RECOMMENDATION_TEXT, recommendedName } from './recommendation-text.ts'

const route = getRouteApi('/admin/recommendations')
const ALL = 'all'

/** /admin/recommendations: the buyers' recommendations, by status, each opening its details. */
export function RecommendationsPage() {
  usePageMeta({ title: `${RECOMMENDATION_TEXT.title} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(recommendationsQuery(useApi(), search))
  // The recommendation as last read or changed: it stays open when a change filters it out.
  const [shown, setShown] = useState<AdminRecommendation | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const openDetail = (recommendation: AdminRecommendation) => {
    setShown(recommendation)
    setDetailOpen(true)
  }
  const showStatus = (status: RecommendationStatus | undefined) =>
    void navigate({ search: { status }, replace: true })
  return (
    <>
      <h1>{RECOMMENDATION_TEXT.title}</h1>
      <p className="admin-page__intro">{RECOMMENDATION_TEXT.intro}</p>
      <IonSegment
        className="recommendation-filter"
        aria-label={RECOMMENDATION_TEXT.statusFilter}
        value={search.status ?? ALL}
        onIonChange={(event) => {
          const value = event.detail.value
          const status = RECOMMENDATION_STATUSES.find((s) => s === value)
          if (status !== search.status) showStatus(status)
        }}
      >
        {[ALL, ...RECOMMENDATION_STATUSES].map((value) => (
          <IonSegmentButton key={value} value={value}>
            <IonLabel>
              {value === ALL
                ? RECOMMENDATION_TEXT.all
                : RECOMMENDATION_TEXT.statuses[value as RecommendationStatus]}
            </IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <AdminLoadState query={query}>
        {(page) => (
          <RecommendationList
            page={page}
            status={search.status}
            loading={query.isPlaceholderData}
            onOpen={openDetail}
            onPage={(next) => void navigate({ search: { ...search, page: next } })}
            onShowAll={() => showStatus(undefined)}
          />
        )}
      </AdminLoadState>
      {shown && (
        <RecommendationDetailModal
          key={shown.id}
          recommendation={shown}
          isOpen={detailOpen}
          onChanged={setShown}
          onClose={() => setDetailOpen(false)}
        />
      )}
    </>
  )
}

function RecommendationList({
  page,
  status,
  loading,
  onOpen,
  onPage,
  onShowAll,
}: {
  page: AdminRecommendationPage
  status: RecommendationStatus | undefined
  loading: boolean
  onOpen: (recommendation: AdminRecommendation) => void
  onPage: (page: number) => void
  onShowAll: () => void
}) {
  const empty = status
    ? {
        message: RECOMMENDATION_TEXT.empty.filtered(RECOMMENDATION_TEXT.statuses[status]),
        clear: { label: RECOMMENDATION_TEXT.showAll, onClick: onShowAll },
      }
    : { message: RECOMMENDATION_TEXT.empty.all }
  return (
    <AdminResults
      page={page}
      shown={page.recommendations.length}
      count={RECOMMENDATION_TEXT.count(page.total)}
      loading={loading}
      empty={empty}
      pagesLabel={RECOMMENDATION_TEXT.pages}
      onPage={onPage}
    >
      {page.recommendations.map((recommendation) => (
        <RecommendationRow
          key={recommendation.id}
          recommendation={recommendation}
          onOpen={() => onOpen(recommendation)}
        />
      ))}
    </AdminResults>
  )
}

function RecommendationRow({
  recommendation,
  onOpen,
}: {
  recommendation: AdminRecommendation
  onOpen: () => void
}) {
  const r = recommendation
  return (
    <IonItem button detail className="account-row" onClick={onOpen}>
      <IonLabel>
        <span className="item-columns">
          <span className="item-columns__cell">
            <span className="item-columns__kind">{RECOMMENDATION_TEXT.kinds[r.kind]}</span>
            <strong>{recommendedName(r)}</strong>
            <span className="item-columns__muted">
              {[r.kind === 'tactic' ? r.vendor_name : null, r.vendor_website, r.vendor_email]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          <span className="item-columns__cell">
            <span>{RECOMMENDATION_TEXT.recommendedBy(buyerName(r))}</span>
            <span className="item-columns__muted">
              {[r.buyer.company_name, shortDate(r.created_at)].filter(Boolean).join(' · ')}
            </span>
          </span>
          <RecommendationStatusBadge status={r.status} />
        </span>
      </IonLabel>
    </IonItem>
  )
}
