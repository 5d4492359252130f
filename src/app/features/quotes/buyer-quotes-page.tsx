import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api/use-api.ts'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { QuoteList } from './quote-list.tsx'
import { buyerQuotesQuery, quoteKeys } from './quote-queries.ts'
import { QUOTE_TEXT } from './quote-texts.ts'

/** /quotes (§3): every request the buyer sent, newest first. */
export function BuyerQuotesPage({ page }: { page: number }) {
  const list = useQuery(buyerQuotesQuery(useApi(), page))
  usePageRefresh([quoteKeys.all])
  return (
    <QuoteList
      side="buyer"
      title={QUOTE_TEXT.buyerTitle}
      list={list}
      path="/quotes"
      empty={QUOTE_TEXT.emptyBuyer}
    />
  )
}
