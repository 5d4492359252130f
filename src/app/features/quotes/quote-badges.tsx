import type { QuoteSummary } from '#domain/quotes.ts'
import { QUOTE_TEXT } from './quote-texts.ts'

type Side = 'buyer' | 'vendor'

/**
 * A request's status ("Sent", "Opened", "Answered", "Closed") and, by side, what it asks of the
 * reader: "New" and "Waiting for your answer" for the vendor, "No answer yet" for the buyer (§3).
 */
export function QuoteBadges({
  quote,
  side,
}: {
  quote: Pick<QuoteSummary, 'status' | 'is_new' | 'waiting'>
  side: Side
}) {
  return (
    <span className="quote-badges">
      <span className={`quote-status quote-status--${quote.status}`}>
        {QUOTE_TEXT.statuses[quote.status]}
      </span>
      {side === 'vendor' && quote.is_new && (
        <span className="quote-flag quote-flag--new">{QUOTE_TEXT.new}</span>
      )}
      {quote.waiting && (
        <span className="quote-flag quote-flag--waiting">
          {side === 'vendor' ? QUOTE_TEXT.waitingForAnswer : QUOTE_TEXT.noAnswerYet}
        </span>
      )}
    </span>
  )
}
