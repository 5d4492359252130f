import type { AdminActivity } from '../../domain/admin-activity.ts'

const HEADER = [
  'Date',
  'Kind',
  'Vendor ID',
  'Vendor',
  'Tactic',
  'Buyer',
  'Buyer email',
  'Buyer company',
  'Recipients',
]

/**
 * One CSV cell (RFC 4180). A text a spreadsheet would read as a formula (= + - @, or a tab or
 * carriage return before one) is prefixed with ' so it opens as text.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`

/** The activity as a CSV file, a header line first, lines ended by CRLF. */
export function activityCsv(activity: AdminActivity[]): string {
  return [
    csvLine(HEADER),
    ...activity.map((a) =>
      csvLine([
        a.at,
        a.kind,
        a.vendor?.id ?? null,
        a.vendor?.name ?? null,
        a.tactic?.name ?? null,
        a.buyer.name,
        a.buyer.email,
        a.buyer.company,
        a.recipients.join('; '),
      ]),
    ),
  ].join('')
}
