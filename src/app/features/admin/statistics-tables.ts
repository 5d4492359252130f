import type { AdminStatistics } from '#domain/admin-statistics.ts'
import type { ChartTable } from '../../ui/chart-table.ts'
import { shortDateTime } from './admin-format.ts'
import { STATISTICS_TEXT } from './statistics-text.ts'

const T = STATISTICS_TEXT.charts

/** Every chart of the statistics as a table, in the order the overview shows them. */
export function statisticsTables(s: AdminStatistics) {
  return {
    searchesPerDay: {
      slug: 'searches-per-day',
      title: T.searchesPerDay.title,
      columns: T.searchesPerDay.columns,
      rows: s.searches_per_day.map((d) => [d.day, d.searches, d.zero_result]),
    },
    topKeywords: {
      slug: 'top-keywords',
      title: T.topKeywords.title,
      columns: T.topKeywords.columns,
      rows: s.top_keywords.map((k) => [k.keyword, k.searches, k.zero_result]),
      barColumn: 1,
    },
    zeroResultKeywords: {
      slug: 'zero-result-keywords',
      title: T.zeroResultKeywords.title,
      columns: T.zeroResultKeywords.columns,
      rows: s.zero_result_keywords.map((k) => [
        k.keyword,
        k.searches,
        shortDateTime(k.last_searched_at),
      ]),
      barColumn: 1,
    },
    mostViewedVendors: {
      slug: 'most-viewed-vendors',
      title: T.mostViewedVendors.title,
      columns: T.mostViewedVendors.columns,
      rows: s.most_viewed_vendors.map((v) => [v.name, v.views]),
      barColumn: 1,
    },
    mostViewedTactics: {
      slug: 'most-viewed-tactics',
      title: T.mostViewedTactics.title,
      columns: T.mostViewedTactics.columns,
      rows: s.most_viewed_tactics.map((t) => [t.name, t.vendor_name, t.views]),
      barColumn: 2,
    },
    actionsPerWeek: {
      slug: 'actions-per-week',
      title: T.actionsPerWeek.title,
      columns: T.actionsPerWeek.columns,
      rows: s.actions_per_week.map((w) => [w.week, w.quote_requests, w.shares, w.recommendations]),
    },
  } satisfies Record<keyof typeof T, ChartTable>
}
