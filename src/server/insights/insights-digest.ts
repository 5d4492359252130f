import {
  INSIGHT_COUNT_LABELS,
  INSIGHT_COUNTS,
  MEDIAN_FIRST_ANSWER_LABEL,
} from '../../domain/insights.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { EmailList } from '../mail/email-template.ts'
import { vendorInsights } from './vendor-insights.ts'

export const INSIGHTS_DIGEST_TITLE = 'Your insights this week'

/** The median as the digest reads it: hours, "fewer than 3", or no answer yet. */
const medianText = (hours: number | string | null) =>
  hours === null ? 'no answer yet' : typeof hours === 'number' ? `${hours} h` : hours

/**
 * A vendor's numbers of the last 7 days for its members' weekly digest (docs/spec/workspace.md
 * §5), under the same "fewer than 3" rule as the screen; each line opens Insights. None for a
 * week without a single event: nothing new, no email.
 */
export async function insightsDigestList(
  db: Database,
  config: Config,
  vendor: { vendorId: number; companyId: number },
  now: Date,
): Promise<EmailList | null> {
  const { totals } = await vendorInsights(db, vendor, 7, now)
  const quiet = INSIGHT_COUNTS.every((key) => totals[key] === 0)
  if (quiet && totals.median_first_answer_hours === null) return null
  const url = `${config.publicUrl}/company/insights?days=7`
  return {
    title: INSIGHTS_DIGEST_TITLE,
    links: [
      ...INSIGHT_COUNTS.map((key) => ({
        label: `${INSIGHT_COUNT_LABELS[key]}: ${totals[key]}`,
        url,
      })),
      {
        label: `${MEDIAN_FIRST_ANSWER_LABEL}: ${medianText(totals.median_first_answer_hours)}`,
        url,
      },
    ],
  }
}
