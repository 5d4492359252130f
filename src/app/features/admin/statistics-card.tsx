import { IonButton } from '@ionic/react'
import type { ReactNode } from 'react'
import { type ChartTable, chartCsv } from '../../ui/chart-table.ts'
import { saveCsvFile } from '../../ui/csv-file.ts'
import { STATISTICS_TEXT } from './statistics-text.ts'

type Props = {
  table: ChartTable
  /** The period, for the CSV's name. */
  from: string
  to: string
  empty: string
  intro?: string
  /** A drawn chart above the table, which then opens on demand; a ranking is its table. */
  chart?: ReactNode
}

/** One chart of the overview: its title, the chart, its data as a table, and its CSV. */
export function StatisticsCard({ table, from, to, empty, intro, chart }: Props) {
  const headingId = `statistics-${table.slug}`
  const rows = <ChartDataTable table={table} />
  return (
    <section className="card statistics-card" aria-labelledby={headingId}>
      <div className="statistics-card__head">
        <h2 id={headingId}>{table.title}</h2>
        {table.rows.length > 0 && (
          <IonButton
            fill="outline"
            aria-label={STATISTICS_TEXT.downloadCsvOf(table.title)}
            onClick={() =>
              saveCsvFile(chartCsv(table), STATISTICS_TEXT.csvName(table.slug, from, to))
            }
          >
            {STATISTICS_TEXT.downloadCsv}
          </IonButton>
        )}
      </div>
      {intro && <p className="statistics-card__intro">{intro}</p>}
      {table.rows.length === 0 ? (
        <p className="statistics-card__empty">{empty}</p>
      ) : chart ? (
        <>
          {chart}
          <details className="statistics-card__table">
            <summary>{STATISTICS_TEXT.showTable}</summary>
            {rows}
          </details>
        </>
      ) : (
        rows
      )}
    </section>
  )
}

const cellClass = (ranked: boolean, count: boolean) =>
  ranked ? 'statistics-table__ranked' : count ? 'statistics-table__count' : undefined

/** The table of a chart; a ranking's counts carry a bar as long as their share of the first. */
function ChartDataTable({ table }: { table: ChartTable }) {
  const { barColumn } = table
  const most = Math.max(
    1,
    ...table.rows.map((row) => Number(barColumn === undefined ? 0 : row[barColumn])),
  )
  // A phone narrower than the table's headings scrolls it sideways inside its card, not the page.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it
    <div className="statistics-table-scroll" tabIndex={0}>
      <table className="data-table statistics-table">
        <caption className="visually-hidden">{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('\u0000')}>
              {row.map((cell, index) => {
                const key = table.columns[index]
                if (index === 0) {
                  return (
                    <th key={key} scope="row">
                      {cell}
                    </th>
                  )
                }
                const count = typeof cell === 'number'
                return (
                  <td key={key} className={cellClass(index === barColumn, count)}>
                    {index === barColumn && (
                      <span
                        className="statistics-table__bar"
                        style={{ width: `${(Number(cell) / most) * 100}%` }}
                        aria-hidden="true"
                      />
                    )}
                    <span>{count ? cell.toLocaleString('en-US') : cell}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
