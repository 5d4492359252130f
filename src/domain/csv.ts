/**
 * One CSV cell (RFC 4180). A text a spreadsheet would read as a formula (= + - @, or a tab or
 * carriage return before one) is prefixed with ' so it opens as text.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One CSV line, ended by CRLF. */
export const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`
