import type { AdminActivity } from '../../domain/admin-activity.ts'
import { csvLine } from '../../domain/csv.ts'

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
