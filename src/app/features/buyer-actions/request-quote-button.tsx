import { useState } from 'react'
import { BUYER_ACTION_MESSAGES, type QuoteData } from '../../../domain/buyer-actions.ts'
import { useApi } from '../../api/use-api.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { LoadingOverlay } from './loading-overlay.tsx'
import { QuoteModal } from './quote-modal.tsx'
import type { SharedPage } from './share-modal.tsx'
import { newIdempotencyKey } from './submit-action.ts'

/**
 * Request a Quote (marketplace.md §4): creates the quote, opens the composed email, and discards
 * the quote when the modal closes unsent.
 */
export function RequestQuoteButton({ vendor, tactic, searchId }: SharedPage) {
  const api = useApi()
  const [pending, setPending] = useState(false)
  const [quote, setQuote] = useState<{ data: QuoteData; key: string } | null>(null)

  const open = async () => {
    setPending(true)
    const key = newIdempotencyKey()
    try {
      const { data } = await api.request<{ data: QuoteData }>('/request_quote', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: {
          vendor_id: vendor.id,
          vendor_name: vendor.name,
          tactic_id: tactic?.id,
          tactic_name: tactic?.name,
          search_id: searchId,
        },
      })
      setQuote({ data, key })
    } catch {
      showToast(BUYER_ACTION_MESSAGES.quoteLoadFailed, 'danger')
    } finally {
      setPending(false)
    }
  }

  const closed = (sent: boolean) => {
    if (!sent && quote) {
      // A draft left unsent is discarded; a failure here costs nothing the user sees.
      void api
        .request(`/request_quote/${quote.data.request_quote_id}/discard`, { method: 'PUT' })
        .catch(() => undefined)
    }
    setQuote(null)
  }

  return (
    <>
      <PendingButton type="button" pending={pending} onClick={() => void open()}>
        {BUYER_ACTION_TEXT.requestQuote}
      </PendingButton>
      {pending && <LoadingOverlay label={BUYER_ACTION_TEXT.loading} page />}
      {quote && <QuoteModal quote={quote.data} idempotencyKey={quote.key} onClose={closed} />}
    </>
  )
}
