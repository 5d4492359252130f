import {
  INSIGHT_COUNT_LABELS,
  INSIGHT_COUNTS,
  MEDIAN_FIRST_ANSWER_LABEL,
  type MedianFirstAnswer,
  TACTIC_INSIGHT_COUNTS,
  type VendorInsights,
} from '#domain/insights.ts'
import type { ChartTable } from '../../ui/chart-table.ts'

export const INSIGHT_TABLE_TEXT = {
  totals: 'In total',
  weeks: 'Per week',
  keywords: 'Top keywords',
  tactics: 'Per tactic',
  count: 'Count',
  weekOf: 'Week of',
  keyword: 'Keyword',
  searches: 'Searches',
  tactic: 'Tactic',
  medianHours: `${MEDIAN_FIRST_ANSWER_LABEL} (hours)`,
  noAnswer: 'no answer yet',
} as const

const T = INSIGHT_TABLE_TEXT

/** A week's first day, as the tables and the CSV files name it (UTC). */
export const weekLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

export const medianText = (hours: MedianFirstAnswer) => (hours === null ? T.noAnswer : hours)

/** The insights as the four tables the screen shows and downloads, in its order. */
export function insightTables(insights: VendorInsights) {
  return {
    totals: {
      slug: 'insights-totals',
      title: T.totals,
      columns: ['', T.count],
      rows: [
        ...INSIGHT_COUNTS.map((key) => [INSIGHT_COUNT_LABELS[key], insights.totals[key]]),
        [T.medianHours, medianText(insights.totals.median_first_answer_hours)],
      ],
    },
    weeks: {
      slug: 'insights-per-week',
      title: T.weeks,
      columns: [T.weekOf, ...INSIGHT_COUNTS.map((key) => INSIGHT_COUNT_LABELS[key]), T.medianHours],
      rows: insights.weeks.map((week) => [
        weekLabel(week.from),
        ...INSIGHT_COUNTS.map((key) => week[key]),
        medianText(week.median_first_answer_hours),
      ]),
    },
    keywords: {
      slug: 'insights-top-keywords',
      title: T.keywords,
      columns: [T.keyword, T.searches],
      rows: insights.keywords.map((k) => [k.keyword, k.searches]),
      barColumn: 1,
    },
    tactics: {
      slug: 'insights-per-tactic',
      title: T.tactics,
      columns: [T.tactic, ...TACTIC_INSIGHT_COUNTS.map((key) => INSIGHT_COUNT_LABELS[key])],
      rows: insights.tactics.map((tactic) => [
        tactic.name,
        ...TACTIC_INSIGHT_COUNTS.map((key) => tactic[key]),
      ]),
    },
  } satisfies Record<string, ChartTable>
}

/** A CSV file's name: the table and the period, e.g. insights-per-week-2026-09-01-to-2026-11-29.csv. */
export const insightCsvName = (table: ChartTable, insights: VendorInsights) =>
  `${table.slug}-${insights.from.slice(0, 10)}-to-${insights.to.slice(0, 10)}.csv`
