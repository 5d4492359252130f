import { NetworkError } from '../../api/api-client.ts'
import { isOffline, subscribeConnectivity } from '../connectivity.ts'
import { OFFLINE_TEXT } from '../offline-texts.ts'
import { currentOutbox } from './outbox-instance.ts'
import type { Submission } from './outbox-item.ts'

/** The answer of a submission kept for later instead of sent. */
export const KEPT_OFFLINE = Symbol('kept offline')

const WENT_OFFLINE = Symbol('went offline')

type Keeper = { keep(submission: Submission): Promise<void> } | null

/** Whether the app acts as offline, and news of each change (connectivity.ts). */
export type Connection = {
  offline(): boolean
  subscribe(listener: () => void): () => void
}

const appConnection: Connection = { offline: isOffline, subscribe: subscribeConnectivity }

/**
 * Sends a submission now, or keeps it in the outbox when there is no network (known offline, lie-fi,
 * or the send got no answer in time). Server answers, 422 included, are the caller's as before.
 */
export async function sendOrKeep<T>(
  send: () => Promise<T>,
  submission: Submission,
  outbox: Keeper = currentOutbox(),
  connection: Connection = appConnection,
): Promise<T | typeof KEPT_OFFLINE> {
  if (!outbox) return send()
  if (connection.offline()) {
    await outbox.keep(submission)
    return KEPT_OFFLINE
  }
  // Another request finding the connection gone keeps this one at once rather than after its own
  // deadline. The send left on the wire is safe: the outbox repeats it under the same key.
  let stopListening = () => {}
  const wentOffline = new Promise<typeof WENT_OFFLINE>((resolve) => {
    stopListening = connection.subscribe(() => {
      if (connection.offline()) resolve(WENT_OFFLINE)
    })
  })
  try {
    const answer = await Promise.race([send(), wentOffline])
    if (answer !== WENT_OFFLINE) return answer
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
  } finally {
    stopListening()
  }
  await outbox.keep(submission)
  return KEPT_OFFLINE
}

/** The toast after a submission: its own success message, or that it was kept for later. */
export const sentOrKept = (result: unknown, sentMessage: string): string =>
  result === KEPT_OFFLINE ? OFFLINE_TEXT.savedForLater : sentMessage
