import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export type ChartSeries = { label: string; values: number[]; color: string; bars?: boolean }

type Props = {
  /** Each point's day (YYYY-MM-DD, UTC). */
  days: string[]
  series: ChartSeries[]
  /** What the chart shows in words, for those who cannot see it; its table follows it. */
  summary: string
}

const HEIGHT = 220
const bars = uPlot.paths.bars?.({ size: [0.6, 48] })
const dayLabel = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * Counts over days as uPlot draws them (loaded with the admin overview only), as wide as its box
 * and redrawn as that changes. The canvas is an image described by `summary`.
 */
export function TimeSeriesChart({ days, series, summary }: Props) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const x = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
    // Half a step of room either side, so the first and last bars are drawn whole.
    const half = ((x[1] ?? 0) - (x[0] ?? 0) || 86_400) / 2
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { show: false },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - half, max + half] },
          y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          { values: (_u, ticks) => ticks.map(dayLabel), stroke: '#4f5b6a' },
          { stroke: '#4f5b6a', size: 44 },
        ],
        series: [
          { value: (_u, seconds) => dayLabel(seconds) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            fill: s.bars ? s.color : undefined,
            width: 2,
            paths: s.bars ? bars : undefined,
            points: { show: !s.bars },
          })),
        ],
      },
      [x, ...series.map((s) => s.values)],
      element,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days, series])
  return <div ref={box} className="statistics-chart" role="img" aria-label={summary} />
}
