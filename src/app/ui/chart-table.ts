import { csvLine } from '#domain/csv.ts'

type Cell = string | number

/** A chart's data as a table: what the screen shows beside it and what its CSV holds. */
export type ChartTable = {
  /** For the CSV's name. */
  slug: string
  title: string
  columns: readonly string[]
  rows: Cell[][]
  /** The column of counts a ranking's bars show. */
  barColumn?: number
}

/** The table as a CSV file: its columns, then its rows, formula-safe. */
export const chartCsv = (table: ChartTable) =>
  [csvLine(table.columns), ...table.rows.map((row) => csvLine(row))].join('')
