import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import { useApi } from '../../api/use-api.ts'
import { useOutboxItems } from '../../offline/outbox/outbox-instance.ts'
import { SHOWN_AS_WAITING, type Submission } from '../../offline/outbox/outbox-item.ts'
import { refreshWhenSent } from '../../offline/outbox/refresh-when-sent.ts'
import { requestWithFollowUp } from '../../offline/outbox/request-with-follow-up.ts'
import { KEPT_OFFLINE, sendOrKeep } from '../../offline/outbox/send-or-keep.ts'
import { useSession } from '../../session/use-session.ts'
import type { PendingWrite } from './shortlist-overlay.ts'
import { shortlistKeys } from './shortlist-queries.ts'
import { isShortlistWrite, type ShortlistWrite } from './shortlist-writes.ts'

/** Writes of this tab on their way to the server: shown at once, before any answer. */
let inFlight: PendingWrite[] = []
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const inFlightStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => inFlight,
}

/** The shortlist writes the server has not answered yet, oldest first. */
export function usePendingShortlistWrites(): PendingWrite[] {
  const userId = useSession()?.user.id ?? null
  const kept = useOutboxItems(userId)
  const mine = useSyncExternalStore(inFlightStore.subscribe, inFlightStore.snapshot, () => inFlight)
  return useMemo(() => {
    const keys = new Set(mine.map((write) => write.submission.idempotencyKey))
    const fromOutbox = kept
      .filter((item) => isShortlistWrite(item.submission) && SHOWN_AS_WAITING.has(item.state))
      .filter((item) => !keys.has(item.submission.idempotencyKey))
      .map((item) => ({ submission: item.submission, at: item.createdAt }))
    return [...fromOutbox, ...mine].sort((a, b) => a.at - b.at)
  }, [kept, mine])
}

export type WriteResult = 'sent' | 'kept'

/**
 * Applies a shortlist write on the device at once and sends it, or keeps it in the outbox with its
 * own Idempotency-Key when there is no network (docs/decisions/0002). Once the server answered,
 * the lists are read again before the write stops showing as waiting, so nothing flickers back.
 * A refusal (403, 404, 422) throws the client's `ApiError`.
 */
export function useShortlistWrite() {
  const api = useApi()
  const queryClient = useQueryClient()
  refreshWhenSent(queryClient, shortlistKeys.all, isShortlistWrite)
  return async function write(request: ShortlistWrite): Promise<WriteResult> {
    const submission: Submission = { ...request, idempotencyKey: crypto.randomUUID() }
    const pending: PendingWrite = { submission, at: Date.now() }
    inFlight = [...inFlight, pending]
    emit()
    let result: unknown
    try {
      result = await sendOrKeep(() => requestWithFollowUp(api.send, submission), submission)
      if (result !== KEPT_OFFLINE)
        await queryClient.invalidateQueries({ queryKey: shortlistKeys.all })
    } finally {
      inFlight = inFlight.filter((write) => write !== pending)
      emit()
    }
    return result === KEPT_OFFLINE ? 'kept' : 'sent'
  }
}
