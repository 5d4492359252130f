import { Link } from '@tanstack/react-router'
import type { QuoteSummary } from '#domain/quotes.ts'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { NudgeButton } from './nudge-button.tsx'
import { QuoteBadges } from './quote-badges.tsx'
import { personName, QUOTE_TEXT, shortDate } from './quote-texts.ts'

/** Who the request is with, as each side names the other. */
export function counterpartOf(quote: QuoteSummary, side: 'buyer' | 'vendor'): string {
  if (side === 'buyer') return quote.vendor.name
  return quote.buyer ? personName(quote.buyer) : QUOTE_TEXT.formerBuyer
}

/**
 * One request in a list (§3): for the buyer the vendor, tactic, date and status, with Nudge when
 * it may be pressed; for the vendor the buyer, their company, the tactic, date, status and New.
 * The whole card opens the thread; Nudge sits above its link.
 */
export function QuoteCard({ quote, side }: { quote: QuoteSummary; side: 'buyer' | 'vendor' }) {
  const name = counterpartOf(quote, side)
  const link =
    side === 'buyer' ? (
      <Link to="/quotes/$quoteId" params={{ quoteId: quote.id }} className="quote-card__link">
        {name}
      </Link>
    ) : (
      <Link
        to="/company/quotes/$quoteId"
        params={{ quoteId: quote.id }}
        className="quote-card__link"
      >
        {name}
      </Link>
    )
  return (
    <article
      className={`card quote-card${side === 'vendor' && quote.is_new ? ' quote-card--new' : ''}`}
    >
      {side === 'buyer' && (
        <VendorLogo logo={quote.vendor.logo_url} name={quote.vendor.name} size="small" decorative />
      )}
      <div className="quote-card__body">
        <h2 className="quote-card__title">{link}</h2>
        <p className="quote-card__subject">{quote.email_subject}</p>
        <p className="quote-card__facts">
          {side === 'vendor' && quote.buyer?.company_name && (
            <span className="quote-card__company">{quote.buyer.company_name}</span>
          )}
          <span>{quote.tactic?.name ?? QUOTE_TEXT.aboutVendor}</span>
          <span>
            <time dateTime={quote.sent_at}>{QUOTE_TEXT.sentOn(shortDate(quote.sent_at))}</time>
          </span>
          {quote.reply_count > 0 && <span>{QUOTE_TEXT.replies(quote.reply_count)}</span>}
        </p>
        <div className="quote-card__status">
          <QuoteBadges quote={quote} side={side} />
          {side === 'buyer' && quote.can_nudge && (
            <NudgeButton thread={{ id: quote.id, with: quote.vendor.name }} />
          )}
        </div>
      </div>
    </article>
  )
}
