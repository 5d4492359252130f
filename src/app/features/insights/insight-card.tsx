import { IonButton } from '@ionic/react'
import type { ReactNode } from 'react'
import { INSIGHT_MESSAGES, type VendorInsights } from '#domain/insights.ts'
import { type ChartTable, chartCsv } from '../../ui/chart-table.ts'
import { saveCsvFile } from '../../ui/csv-file.ts'
import { insightCsvName } from './insight-tables.ts'

type Props = {
  table: ChartTable
  insights: VendorInsights
  /**
   * The drawn chart or the tiles, above the table that carries the same numbers: the weekly table
   * is too wide to sit beside its chart, even at 1280 px.
   */
  children?: ReactNode
  /** The tiles already read as a list: the table is then for the CSV only. */
  tableHidden?: boolean
  empty?: string
}

/** One part of Insights: its title, "Download CSV", the chart and its table (§5). */
export function InsightCard({ table, insights, children, tableHidden, empty }: Props) {
  const headingId = `insights-${table.slug}`
  return (
    <section className="card insight-card" aria-labelledby={headingId}>
      <div className="insight-card__head">
        <h2 id={headingId}>{table.title}</h2>
        {table.rows.length > 0 && (
          <IonButton
            fill="outline"
            size="small"
            aria-label={`${INSIGHT_MESSAGES.downloadCsv}: ${table.title}`}
            onClick={() => saveCsvFile(chartCsv(table), insightCsvName(table, insights))}
          >
            {INSIGHT_MESSAGES.downloadCsv}
          </IonButton>
        )}
      </div>
      {table.rows.length === 0 ? (
        <p className="insight-card__empty">{empty}</p>
      ) : (
        <div className="insight-card__body">
          {children}
          {!tableHidden && <InsightTable table={table} />}
        </div>
      )}
    </section>
  )
}

/** The numbers as a table: what a screen reader reads, and the chart's data for everyone. */
function InsightTable({ table }: { table: ChartTable }) {
  const { barColumn } = table
  const most = Math.max(
    1,
    ...table.rows.map((row) => Number(barColumn === undefined ? 0 : row[barColumn])),
  )
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it
    <div className="insight-table-scroll" tabIndex={0}>
      <table className="insight-table">
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
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={table.columns[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={table.columns[index]}
                    className={
                      typeof cell === 'number' ? 'insight-table__count' : 'insight-table__few'
                    }
                  >
                    {index === barColumn && (
                      <span
                        className="insight-table__bar"
                        style={{ width: `${(Number(cell) / most) * 100}%` }}
                        aria-hidden="true"
                      />
                    )}
                    <span>{typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
