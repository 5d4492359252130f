import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  type AdminStatistics,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from '#domain/admin-statistics.ts'
import { useApi } from '../../api/use-api.ts'
import { shortDate } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { statisticsQuery } from './admin-queries.ts'
import { StatisticsCard } from './statistics-card.tsx'
import { statisticsTables } from './statistics-tables.ts'
import { STATISTICS_TEXT } from './statistics-text.ts'
import { type ChartSeries, TimeSeriesChart } from './time-series-chart.tsx'

const T = STATISTICS_TEXT.charts
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const day = (iso: string) => shortDate(`${iso}T12:00:00Z`)

type Props = { days: StatisticsPeriod; onDays: (days: StatisticsPeriod) => void }

/** The overview's charts over the period chosen (7, 30 or 90 days). */
export function AdminStatisticsSection({ days, onDays }: Props) {
  const query = useQuery(statisticsQuery(useApi(), days))
  return (
    <section className="statistics" aria-labelledby="statistics-title">
      <h2 id="statistics-title" className="statistics__title">
        {STATISTICS_TEXT.title}
      </h2>
      <IonSegment
        className="admin-segment"
        aria-label={STATISTICS_TEXT.period}
        value={String(days)}
        onIonChange={(event) => {
          const chosen = STATISTICS_PERIODS.find((p) => String(p) === event.detail.value)
          if (chosen && chosen !== days) onDays(chosen)
        }}
      >
        {STATISTICS_PERIODS.map((period) => (
          <IonSegmentButton key={period} value={String(period)}>
            <IonLabel>{STATISTICS_TEXT.periods[period]}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <AdminLoadState query={query}>
        {(statistics) => (
          <StatisticsCards statistics={statistics} loading={query.isPlaceholderData} />
        )}
      </AdminLoadState>
    </section>
  )
}

function StatisticsCards({
  statistics: s,
  loading,
}: {
  statistics: AdminStatistics
  loading: boolean
}) {
  const tables = statisticsTables(s)
  const period = { from: s.from, to: s.to }
  const searches = useMemo<ChartSeries[]>(
    () => [
      {
        label: T.searchesPerDay.columns[1],
        values: s.searches_per_day.map((d) => d.searches),
        color: '#1f4e8c',
        bars: true,
      },
      {
        label: T.searchesPerDay.columns[2],
        values: s.searches_per_day.map((d) => d.zero_result),
        color: '#b3261e',
      },
    ],
    [s.searches_per_day],
  )
  const actions = useMemo<ChartSeries[]>(
    () => [
      {
        label: T.actionsPerWeek.columns[1],
        values: s.actions_per_week.map((w) => w.quote_requests),
        color: '#1f4e8c',
      },
      {
        label: T.actionsPerWeek.columns[2],
        values: s.actions_per_week.map((w) => w.shares),
        color: '#a86b00',
      },
      {
        label: T.actionsPerWeek.columns[3],
        values: s.actions_per_week.map((w) => w.recommendations),
        color: '#2e7d32',
      },
    ],
    [s.actions_per_week],
  )
  const searchDays = useMemo(() => s.searches_per_day.map((d) => d.day), [s.searches_per_day])
  const weeks = useMemo(() => s.actions_per_week.map((w) => w.week), [s.actions_per_week])
  const searched = sum(searches[0]?.values ?? [])
  const acted = actions.map((a) => sum(a.values))
  return (
    <div className="statistics__cards" aria-busy={loading}>
      <p className="statistics__period">{STATISTICS_TEXT.covers(day(s.from), day(s.to))}</p>
      <StatisticsCard
        table={{ ...tables.searchesPerDay, rows: searched === 0 ? [] : tables.searchesPerDay.rows }}
        {...period}
        empty={T.searchesPerDay.empty}
        chart={
          <TimeSeriesChart
            days={searchDays}
            series={searches}
            summary={T.searchesPerDay.summary(searched, sum(searches[1]?.values ?? []))}
          />
        }
      />
      <StatisticsCard
        table={tables.zeroResultKeywords}
        {...period}
        intro={T.zeroResultKeywords.intro}
        empty={T.zeroResultKeywords.empty}
      />
      <StatisticsCard table={tables.topKeywords} {...period} empty={T.topKeywords.empty} />
      <StatisticsCard
        table={tables.mostViewedVendors}
        {...period}
        empty={T.mostViewedVendors.empty}
      />
      <StatisticsCard
        table={tables.mostViewedTactics}
        {...period}
        empty={T.mostViewedTactics.empty}
      />
      <StatisticsCard
        table={{
          ...tables.actionsPerWeek,
          rows: sum(acted) === 0 ? [] : tables.actionsPerWeek.rows,
        }}
        {...period}
        empty={T.actionsPerWeek.empty}
        chart={
          <TimeSeriesChart
            days={weeks}
            series={actions}
            summary={T.actionsPerWeek.summary(acted[0] ?? 0, acted[1] ?? 0, acted[2] ?? 0)}
          />
        }
      />
    </div>
  )
}
