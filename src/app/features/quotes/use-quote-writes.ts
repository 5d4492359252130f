import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useApi } from '../../api/use-api.ts'
import { useOutboxItems } from '../../offline/outbox/outbox-instance.ts'
import {
  type OutboxItem,
  SHOWN_AS_WAITING,
  type Submission,
} from '../../offline/outbox/outbox-item.ts'
import { refreshWhenSent } from '../../offline/outbox/refresh-when-sent.ts'
import { requestWithFollowUp } from '../../offline/outbox/request-with-follow-up.ts'
import { KEPT_OFFLINE, sendOrKeep } from '../../offline/outbox/send-or-keep.ts'
import { useSession } from '../../session/use-session.ts'
import { quoteKeys } from './quote-queries.ts'
import { isQuoteWrite, type QuoteWrite, type QuoteWriteView } from './quote-writes.ts'

/** A quote write kept on the device, as its thread shows it. */
export type WaitingQuoteWrite = {
  key: string
  kind: QuoteWrite['kind']
  view: QuoteWriteView
  at: number
}

/** The quote writes of one request among the outbox's items that show as waiting, oldest first. */
export function waitingWritesOf(items: OutboxItem[], quoteId: number): WaitingQuoteWrite[] {
  return items.flatMap((item) => {
    const { submission } = item
    const view = submission.view as QuoteWriteView | undefined
    if (!isQuoteWrite(submission) || !SHOWN_AS_WAITING.has(item.state)) return []
    if (view?.quoteId !== quoteId) return []
    const kind = submission.kind as QuoteWrite['kind']
    return [{ key: submission.idempotencyKey, kind, view, at: item.createdAt }]
  })
}

/** The quote writes of one request that wait in this user's outbox. */
export function useWaitingQuoteWrites(quoteId: number): WaitingQuoteWrite[] {
  const kept = useOutboxItems(useSession()?.user.id ?? null)
  return useMemo(() => waitingWritesOf(kept, quoteId), [kept, quoteId])
}

export type QuoteWriteResult = 'sent' | 'kept'

/**
 * Sends a quote write with its own Idempotency-Key, or keeps it in the outbox when there is no
 * network; once the server answered, the lists and threads are read again. A refusal (403, 404,
 * 422) throws the client's `ApiError` for the form to show.
 */
export function useQuoteWrite() {
  const api = useApi()
  const queryClient = useQueryClient()
  refreshWhenSent(queryClient, quoteKeys.all, isQuoteWrite)
  return async function write(request: QuoteWrite): Promise<QuoteWriteResult> {
    const submission: Submission = { ...request, idempotencyKey: crypto.randomUUID() }
    const result = await sendOrKeep(() => requestWithFollowUp(api.send, submission), submission)
    if (result === KEPT_OFFLINE) return 'kept'
    await queryClient.invalidateQueries({ queryKey: quoteKeys.all })
    return 'sent'
  }
}
