import type { AdminActivity } from '../../domain/admin-activity.ts'
import { csvLine } from '../../domain/csv.ts'
import { QUOTE_OUTCOME_LABELS, QUOTE_STATUS_LABELS } from '../../domain/quotes.ts'

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
  'Quote status',
  'Outcome',
  'Replies',
  'Last activity',
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
        a.thread ? QUOTE_STATUS_LABELS[a.thread.status] : null,
        a.thread?.outcome ? QUOTE_OUTCOME_LABELS[a.thread.outcome] : null,
        a.thread?.reply_count ?? null,
        a.thread?.last_activity_at ?? null,
      ]),
    ),
  ].join('')
}
