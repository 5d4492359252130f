import { useState } from 'react'
import { BUYER_ACTION_MESSAGES } from '#domain/buyer-actions.ts'
import { answerOf, NetworkError } from '../../api/api-client.ts'
import { newIdempotencyKey } from '../../api/submission-key.ts'
import { useApi } from '../../api/use-api.ts'
import { isOffline } from '../../offline/connectivity.ts'
import { useSession } from '../../session/use-session.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { composedQuote, type OpenQuote, quoteCreateBody } from './composed-quote.ts'
import { LoadingOverlay } from './loading-overlay.tsx'
import { QuoteModal } from './quote-modal.tsx'
import type { SharedPage } from './share-modal.tsx'

/**
 * Request a Quote (docs/spec/marketplace.md §4): creates the quote, opens the composed email, and discards
 * the quote when the modal closes unsent. Without the network the quote is composed here from the
 * page and the cached account, and created when it is sent.
 */
export function RequestQuoteButton(page: SharedPage) {
  const api = useApi()
  const user = useSession()?.user
  const [pending, setPending] = useState(false)
  const [quote, setQuote] = useState<OpenQuote | null>(null)

  const open = async () => {
    const key = newIdempotencyKey()
    if (isOffline() && user) return setQuote(composedQuote(page, user, key))
    setPending(true)
    try {
      const { data } = await answerOf(
        api.rpc.request_quote.$post(
          { json: quoteCreateBody(page) },
          { headers: { 'Idempotency-Key': key } },
        ),
      )
      setQuote({ data, key, create: null })
    } catch (error) {
      if (error instanceof NetworkError && user) setQuote(composedQuote(page, user, key))
      else showToast(BUYER_ACTION_MESSAGES.quoteLoadFailed, 'danger')
    } finally {
      setPending(false)
    }
  }

  const closed = (sent: boolean) => {
    // A quote composed offline was never created: nothing to discard.
    if (!sent && quote && !quote.create) {
      // A draft left unsent is discarded; a failure here costs nothing the user sees.
      const id = String(quote.data.request_quote_id)
      void answerOf(api.rpc.request_quote[':id'].discard.$put({ param: { id } })).catch(
        () => undefined,
      )
    }
    setQuote(null)
  }

  return (
    <>
      <PendingButton pending={pending} onClick={() => void open()}>
        {BUYER_ACTION_TEXT.requestQuote}
      </PendingButton>
      {pending && <LoadingOverlay label={BUYER_ACTION_TEXT.loading} page />}
      {quote && <QuoteModal quote={quote} onClose={closed} />}
    </>
  )
}
