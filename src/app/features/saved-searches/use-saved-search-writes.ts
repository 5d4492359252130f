import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { ApiError, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { useOutboxItems } from '../../offline/outbox/outbox-instance.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'
import { requestWithFollowUp } from '../../offline/outbox/request-with-follow-up.ts'
import { KEPT_OFFLINE, sendOrKeep } from '../../offline/outbox/send-or-keep.ts'
import { useSession } from '../../session/use-session.ts'
import { showToast } from '../../ui/toast-store.ts'
import { savedSearchKeys } from './saved-search-queries.ts'
import { isSavedSearchWrite, type SavedSearchWrite } from './saved-search-writes.ts'

/** Kept in the outbox and not refused: what the device shows as done, marked waiting. */
const APPLIED_STATES = new Set(['pending', 'sending', 'waiting-login'])

/**
 * The saved-search writes waiting in the outbox, oldest first; once the outbox has sent some, the
 * list is read again.
 */
export function usePendingSavedSearchWrites(): Submission[] {
  const userId = useSession()?.user.id ?? null
  const kept = useOutboxItems(userId)
  const queryClient = useQueryClient()
  const pending = useMemo(
    () =>
      kept
        .filter((item) => isSavedSearchWrite(item.submission) && APPLIED_STATES.has(item.state))
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((item) => item.submission),
    [kept],
  )
  const waited = useRef(pending.length)
  useEffect(() => {
    if (pending.length < waited.current)
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all })
    waited.current = pending.length
  }, [pending.length, queryClient])
  return pending
}

/**
 * Sends a saved-search write with its own Idempotency-Key, or keeps it in the outbox when there is
 * no network (it lands once when back online); tells how it went in a toast. Answers false when
 * the server refused it; a 422 is thrown for a form to show under its field.
 */
export function useSavedSearchWrite() {
  const api = useApi()
  const queryClient = useQueryClient()
  return async function write(request: SavedSearchWrite, done?: string): Promise<boolean> {
    const submission: Submission = { ...request, idempotencyKey: crypto.randomUUID() }
    try {
      const result = await sendOrKeep(() => requestWithFollowUp(api.send, submission), submission)
      if (result === KEPT_OFFLINE) showToast(OFFLINE_TEXT.savedForLater)
      else {
        await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all })
        if (done) showToast(done)
      }
      return true
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) throw error
      showToast(firstErrorMessage(error) ?? 'Something went wrong, please try again', 'danger')
      return false
    }
  }
}
