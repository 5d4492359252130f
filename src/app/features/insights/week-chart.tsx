import { useId, useState } from 'react'
import {
  INSIGHT_COUNT_LABELS,
  INSIGHT_COUNTS,
  type InsightCountKey,
  type InsightWeek,
} from '#domain/insights.ts'
import { weekLabel } from './insight-tables.ts'

const CHART_TEXT = {
  show: 'Show',
  few: '<3',
} as const

/**
 * One count per week as bars drawn with CSS, the count picked above it. It is a picture of the
 * table beside it, which screen readers read instead (the bars are hidden from them).
 */
export function WeekChart({ weeks }: { weeks: InsightWeek[] }) {
  const [shown, setShown] = useState<InsightCountKey>('profile_views')
  const selectId = useId()
  const values = weeks.map((week) => week[shown])
  const most = Math.max(1, ...values.map((value) => (typeof value === 'number' ? value : 0)))
  return (
    <div className="week-chart">
      <label className="week-chart__pick" htmlFor={selectId}>
        {CHART_TEXT.show}{' '}
        <select
          id={selectId}
          value={shown}
          onChange={(event) => setShown(event.target.value as InsightCountKey)}
        >
          {INSIGHT_COUNTS.map((key) => (
            <option key={key} value={key}>
              {INSIGHT_COUNT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <div className="week-chart__bars" aria-hidden="true">
        {weeks.map((week, index) => {
          const value = values[index]
          const few = typeof value !== 'number'
          return (
            <div key={week.from} className="week-chart__week">
              <span className="week-chart__value">{few ? CHART_TEXT.few : value}</span>
              <span
                className={few ? 'week-chart__bar week-chart__bar--few' : 'week-chart__bar'}
                style={{ height: `${few ? 4 : Math.max(2, ((value as number) / most) * 100)}%` }}
              />
              <span className="week-chart__label">{weekLabel(week.from)}</span>
            </div>
          )
        })}
      </div>
    </div>
  )
}
