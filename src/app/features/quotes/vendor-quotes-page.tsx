import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api/use-api.ts'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { QuoteList } from './quote-list.tsx'
import { quoteKeys, vendorQuotesQuery } from './quote-queries.ts'
import { QUOTE_TEXT } from './quote-texts.ts'

/** /company/quotes (§3): the requests buyers sent to the member's vendor, newest first. */
export function VendorQuotesPage({ vendorId, page }: { vendorId: number; page: number }) {
  const list = useQuery(vendorQuotesQuery(useApi(), vendorId, page))
  usePageRefresh([quoteKeys.all])
  const counts = list.data
  const told = [
    counts?.new_count ? QUOTE_TEXT.newCount(counts.new_count) : null,
    counts?.waiting_count ? QUOTE_TEXT.waitingCount(counts.waiting_count) : null,
  ].filter((text) => text !== null)
  return (
    <QuoteList
      side="vendor"
      title={QUOTE_TEXT.vendorTitle}
      list={list}
      path="/company/quotes"
      empty={QUOTE_TEXT.emptyVendor}
      summary={told.length > 0 && <p className="quotes-page__summary">{told.join(' · ')}</p>}
    />
  )
}
