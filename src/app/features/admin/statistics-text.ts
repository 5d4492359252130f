import type { StatisticsPeriod } from '#domain/admin-statistics.ts'
import { counted } from './counted.ts'

/** What the overview's charts say (docs/api-admin.md, "Statistics"). */
export const STATISTICS_TEXT = {
  title: 'Statistics',
  period: 'Period',
  periods: {
    7: 'Last 7 days',
    30: 'Last 30 days',
    90: 'Last 90 days',
  } satisfies Record<StatisticsPeriod, string>,
  covers: (from: string, to: string) => `From ${from} to ${to} (UTC)`,
  downloadCsv: 'Download CSV',
  downloadCsvOf: (chart: string) => `Download CSV of “${chart}”`,
  showTable: 'Show as a table',
  charts: {
    searchesPerDay: {
      title: 'Searches per day',
      columns: ['Day', 'Searches', 'Found nothing'],
      empty: 'No search in this period.',
      summary: (searches: number, zero: number) =>
        `${counted(searches, 'search', 'searches')} in this period, ${zero.toLocaleString('en-US')} of them found nothing.`,
    },
    topKeywords: {
      title: 'Top keywords',
      columns: ['Keyword', 'Searches', 'Found nothing'],
      empty: 'No keyword was searched in this period.',
    },
    zeroResultKeywords: {
      title: 'Searches that found nothing',
      intro: 'What buyers look for and the catalogue lacks.',
      columns: ['Keyword', 'Searches', 'Last searched'],
      empty: 'Every keyword searched in this period found something.',
    },
    mostViewedVendors: {
      title: 'Most viewed vendors',
      columns: ['Vendor', 'Views'],
      empty: 'No vendor page was opened in this period.',
    },
    mostViewedTactics: {
      title: 'Most viewed tactics',
      columns: ['Tactic', 'Vendor', 'Views'],
      empty: 'No tactic page was opened in this period.',
    },
    actionsPerWeek: {
      title: 'Quote requests, shares and recommendations per week',
      columns: ['Week of', 'Quote requests', 'Shares', 'Recommendations'],
      empty: 'No quote request, share or recommendation in this period.',
      summary: (quotes: number, shares: number, recommendations: number) =>
        `${counted(quotes, 'quote request', 'quote requests')}, ${counted(shares, 'share', 'shares')} and ${counted(recommendations, 'recommendation', 'recommendations')} in this period.`,
    },
  },
  csvName: (chart: string, from: string, to: string) => `${chart}-${from}-to-${to}.csv`,
} as const
