import { COMPARE_ROWS, type ComparedTactic, type CompareRowKey } from '#domain/compare.ts'
import { csvLine } from '#domain/csv.ts'

/** What a cell shows of a tactic's value: a list joined, Yes or No, a count, or a dash for none. */
export function cellText(tactic: ComparedTactic, key: CompareRowKey): string {
  const value = tactic[key]
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (value === null || value === '') return '—'
  return String(value)
}

/** The value as compared: a list in any order is the same list. */
function comparable(tactic: ComparedTactic, key: CompareRowKey): string {
  const value = tactic[key]
  if (Array.isArray(value)) return JSON.stringify([...value].sort())
  return JSON.stringify(typeof value === 'string' ? value.trim() : value)
}

/** Whether the tactics' values differ on this row (§2: such rows are marked). */
export function rowDiffers(tactics: readonly ComparedTactic[], key: CompareRowKey): boolean {
  return new Set(tactics.map((tactic) => comparable(tactic, key))).size > 1
}

export type ShownRow = { key: CompareRowKey; label: string; differs: boolean }

/** Every row of §2 in order, each marked when its values differ; only those when asked. */
export function shownRows(
  tactics: readonly ComparedTactic[],
  onlyDifferences: boolean,
): ShownRow[] {
  return COMPARE_ROWS.map((row) => ({ ...row, differs: rowDiffers(tactics, row.key) })).filter(
    (row) => !onlyDifferences || row.differs,
  )
}

export const DIFFERS_TEXT = 'Differs'

/**
 * "Download CSV": a row per attribute and a column per tactic, as the table shows them, and a
 * last column saying whether the row differs. Cells are escaped and guarded against formulas
 * (csvCell).
 */
export function compareCsv(tactics: readonly ComparedTactic[]): string {
  const header = csvLine(['', ...tactics.map((t) => t.tactic_name), DIFFERS_TEXT])
  const vendor = csvLine(['Vendor', ...tactics.map((t) => t.vendor.name), ''])
  const rows = shownRows(tactics, false).map((row) =>
    csvLine([row.label, ...tactics.map((t) => cellText(t, row.key)), row.differs ? 'Yes' : 'No']),
  )
  return header + vendor + rows.join('')
}

export const compareCsvName = (tactics: readonly ComparedTactic[]) =>
  `compare-tactics-${tactics.map((t) => t.tactic_id).join('-')}.csv`
