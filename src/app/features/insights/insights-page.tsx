import '../../ui/surfaces.css'
import './insights.css'
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  INSIGHT_COUNT_LABELS,
  INSIGHT_COUNTS,
  INSIGHT_MESSAGES,
  INSIGHT_PERIODS,
  MEDIAN_FIRST_ANSWER_LABEL,
  type VendorInsights,
} from '#domain/insights.ts'
import { NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { useSession } from '../../session/use-session.ts'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { InsightCard } from './insight-card.tsx'
import { insightKeys, insightsQuery } from './insight-queries.ts'
import { insightTables, medianText, weekLabel } from './insight-tables.ts'
import { type InsightsSearch, periodOf } from './insights-search.ts'
import { WeekChart } from './week-chart.tsx'

export const INSIGHTS_PAGE_TEXT = {
  period: 'Period',
  covers: (from: string, to: string) => `From ${from} to ${to} (UTC)`,
  pickVendor: 'Open a vendor’s page and choose Insights to read its numbers.',
  countsNote: 'Counts from fewer than 3 distinct buyers read “fewer than 3”; no buyer is named.',
  hours: (hours: number) => `${hours} h`,
} as const

/** /company/insights (docs/spec/workspace.md §5): a vendor's audience over 7, 30 or 90 days. */
export function InsightsPage({ search }: { search: InsightsSearch }) {
  const user = useSession()?.user
  const vendorId = user?.role === 'super_admin' ? search.vendor : (user?.vendor_id ?? undefined)
  const days = periodOf(search)
  const navigate = useNavigate()
  return (
    <section className="container insights-page" aria-labelledby="insights-title">
      <h1 id="insights-title">{INSIGHT_MESSAGES.title}</h1>
      <IonSegment
        className="insights-period"
        aria-label={INSIGHTS_PAGE_TEXT.period}
        value={String(days)}
        onIonChange={(event) => {
          const chosen = INSIGHT_PERIODS.find((period) => String(period) === event.detail.value)
          if (chosen && chosen !== days) {
            void navigate({ to: '/company/insights', search: { ...search, days: chosen } })
          }
        }}
      >
        {INSIGHT_PERIODS.map((period) => (
          <IonSegmentButton key={period} value={String(period)}>
            <IonLabel>{INSIGHT_MESSAGES.periodLabel(period)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {vendorId ? (
        <VendorInsightsView vendorId={vendorId} days={days} />
      ) : (
        <p className="empty-state">{INSIGHTS_PAGE_TEXT.pickVendor}</p>
      )}
    </section>
  )
}

function VendorInsightsView({ vendorId, days }: { vendorId: number; days: 7 | 30 | 90 }) {
  const query = useQuery(insightsQuery(useApi(), vendorId, days))
  usePageRefresh([insightKeys.all])
  const insights = query.data
  if (!insights) {
    if (query.isError) {
      return query.error instanceof NetworkError ? (
        <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
      ) : (
        <LoadFailedAlert
          message={INSIGHT_MESSAGES.loadFailed}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )
    }
    return (
      <div className="insight-tiles" aria-busy="true" aria-hidden="true">
        {INSIGHT_COUNTS.map((key) => (
          <div key={key} className="card insight-tile">
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton skeleton--line" />
          </div>
        ))}
      </div>
    )
  }
  const offline = query.isError && query.error instanceof NetworkError
  return (
    <>
      {offline && <p className="insights-offline">{INSIGHT_MESSAGES.offline}</p>}
      <InsightsContent insights={insights} />
    </>
  )
}

const isQuiet = (insights: VendorInsights) =>
  INSIGHT_COUNTS.every((key) => insights.totals[key] === 0)

function InsightsContent({ insights }: { insights: VendorInsights }) {
  const tables = insightTables(insights)
  const median = insights.totals.median_first_answer_hours
  return (
    <div className="insights-content">
      <p className="insights-period-note">
        {INSIGHTS_PAGE_TEXT.covers(weekLabel(insights.from), weekLabel(insights.to))}.{' '}
        {INSIGHTS_PAGE_TEXT.countsNote}
      </p>
      {isQuiet(insights) && <p className="empty-state">{INSIGHT_MESSAGES.empty}</p>}
      <InsightCard table={tables.totals} insights={insights} tableHidden>
        <ul className="insight-tiles plain-list">
          {INSIGHT_COUNTS.map((key) => (
            <li key={key} className="insight-tile">
              <span className="insight-tile__label">{INSIGHT_COUNT_LABELS[key]}</span>
              <CountValue value={insights.totals[key]} />
            </li>
          ))}
          <li className="insight-tile">
            <span className="insight-tile__label">{MEDIAN_FIRST_ANSWER_LABEL}</span>
            <span className="insight-tile__value">
              {typeof median === 'number' ? INSIGHTS_PAGE_TEXT.hours(median) : medianText(median)}
            </span>
          </li>
        </ul>
      </InsightCard>
      <InsightCard table={tables.weeks} insights={insights}>
        <WeekChart weeks={insights.weeks} />
      </InsightCard>
      <InsightCard
        table={tables.keywords}
        insights={insights}
        empty={INSIGHT_MESSAGES.noKeywords}
      />
      <InsightCard table={tables.tactics} insights={insights} />
    </div>
  )
}

function CountValue({ value }: { value: number | string }) {
  return (
    <span
      className={
        typeof value === 'number' ? 'insight-tile__value' : 'insight-tile__value insight-tile__few'
      }
    >
      {typeof value === 'number' ? value.toLocaleString('en-US') : value}
    </span>
  )
}
