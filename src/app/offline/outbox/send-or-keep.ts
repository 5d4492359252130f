import { NetworkError } from '../../api/api-client.ts'
import { isOffline } from '../connectivity.ts'
import { OFFLINE_TEXT } from '../offline-texts.ts'
import { currentOutbox } from './outbox-instance.ts'
import type { Submission } from './outbox-item.ts'

/** The answer of a submission kept for later instead of sent. */
export const KEPT_OFFLINE = Symbol('kept offline')

type Keeper = { keep(submission: Submission): Promise<void> } | null

/**
 * Sends a submission now, or keeps it in the outbox when there is no network (known offline, lie-fi,
 * or the send got no answer in time). Server answers, 422 included, are the caller's as before.
 */
export async function sendOrKeep<T>(
  send: () => Promise<T>,
  submission: Submission,
  outbox: Keeper = currentOutbox(),
  online = () => !isOffline(),
): Promise<T | typeof KEPT_OFFLINE> {
  if (!outbox) return send()
  if (!online()) {
    await outbox.keep(submission)
    return KEPT_OFFLINE
  }
  try {
    return await send()
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    await outbox.keep(submission)
    return KEPT_OFFLINE
  }
}

/** The toast after a submission: its own success message, or that it was kept for later. */
export const sentOrKept = (result: unknown, sentMessage: string): string =>
  result === KEPT_OFFLINE ? OFFLINE_TEXT.savedForLater : sentMessage
