import { type ApiClient, ApiError, NetworkError } from '../../api/api-client.ts'
import type { SessionStore } from '../../session/session-store.ts'
import { showToast } from '../../ui/toast-store.ts'
import { isOffline, whenBackOnline } from '../connectivity.ts'
import { withFields } from './kept-multipart.ts'
import { newOutboxItem, type OutboxItem, outboxId, type Submission } from './outbox-item.ts'
import { indexedDbOutbox, type OutboxStorage } from './outbox-storage.ts'
import { createOutboxStore, type OutboxStore } from './outbox-store.ts'
import { OUTBOX_SYNC_TAG } from './outbox-sync-tag.ts'
import { OUTBOX_TEXT } from './outbox-texts.ts'
import { type ReplayEvent, replayOutbox, type SendResult } from './replay-outbox.ts'
import { replayToast } from './replay-toast.ts'
import { requestWithFollowUp, type Send } from './request-with-follow-up.ts'

const LOCK_NAME = 'outbox-replay'

/**
 * Sends under the session of this moment (the API client adds its headers, keeps rotated ones and
 * handles a 401) and tells what became of it. Each call, the follow-up too, goes only while the
 * item's owner is the one signed in: a sign-in as someone else during the send leaves the rest
 * waiting for its owner (a 401 that ends no session) rather than sent under the other's session.
 */
export async function sendSubmission(
  api: Pick<ApiClient, 'send'>,
  item: OutboxItem,
  signedInUser: () => number | null,
): Promise<SendResult> {
  // The client reads the session headers before its first await: nothing can change between.
  const asOwner: Send = (path, options) =>
    signedInUser() === item.userId
      ? api.send(path, options)
      : Promise.reject(new ApiError(401, null))
  try {
    return { status: 200, body: await requestWithFollowUp(asOwner, item.submission) }
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body }
    if (error instanceof NetworkError) return { status: 'no-answer' }
    throw error
  }
}

/** One pass at a time across every tab of the origin; without Web Locks, one per tab. */
function exclusive(task: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return task()
  return navigator.locks.request(LOCK_NAME, task)
}

/** Asks the browser to wake the app when the network is back (Background Sync, where it exists). */
async function askForSync() {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => {})
}

export type Outbox = {
  store: OutboxStore
  /** Keeps a submission that could not be sent now; it goes once the network is back. */
  keep(submission: Submission): Promise<void>
  cancel(id: string): Promise<void>
  /** Sends a refused item again with the user's corrections, as a new submission (a new key). */
  resend(id: string, fields: Record<string, unknown>): Promise<void>
  replay(force?: boolean): Promise<ReplayEvent[]>
}

/** The app's own replayer, the source of truth: Background Sync only wakes it. */
export function startOutbox(
  api: Pick<ApiClient, 'send'>,
  session: Pick<SessionStore, 'current' | 'endedBy' | 'subscribe'>,
  storage: OutboxStorage = indexedDbOutbox(),
): Outbox {
  const store = createOutboxStore(storage)
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  async function replay(force = false) {
    clearTimeout(retryTimer)
    const events = await replayOutbox(
      {
        storage,
        send: (item) => sendSubmission(api, item, () => session.current?.user.id ?? null),
        userId: session.current?.user.id ?? null,
        now: Date.now,
        exclusive,
        changed: () => void store.changed(),
        online: () => !isOffline(),
      },
      force,
    )
    const told = replayToast(events)
    if (told) showToast(told.message, told.color)
    await store.changed()
    const waiting = store.snapshot().filter((item) => item.state === 'pending')
    const next = Math.min(...waiting.map((item) => item.notBefore))
    if (Number.isFinite(next))
      retryTimer = setTimeout(() => void replay(), Math.max(0, next - Date.now()))
    return events
  }

  whenBackOnline(() => void replay(true))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay()
  })
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (event.data?.type === 'REPLAY_OUTBOX') void replay(true)
  })
  // A login (here or in another tab) sends what waited for it; a session's end keeps or drops
  // what its user left unsent (docs/offline.md, session end). Both drops take the pass's lock: a
  // pass mid-send would otherwise write its item back after the drop removed it.
  let userId = session.current?.user.id
  session.subscribe((current) => {
    if (current?.user.id === userId) return
    const previous = userId
    userId = current?.user.id
    if (current) void dropOthers(current.user.id).then(() => replay(true))
    else if (previous !== undefined) void endOf(previous)
  })

  /** What a user who logged out left unsent is told to them, then removed from the device. */
  async function endOf(previous: number) {
    const endedBy = session.endedBy
    await exclusive(async () => {
      const left = (await storage.all()).filter((item) => item.userId === previous)
      if (endedBy === 'logout' && left.length > 0) {
        showToast(OUTBOX_TEXT.discarded(left.map((item) => item.submission.summary)), 'warning')
        await Promise.all(left.map((item) => storage.remove(outboxId(item))))
      } else if (endedBy === 'expired' && left.length > 0) {
        showToast(OUTBOX_TEXT.loginToSend, 'warning')
      }
    })
    await store.changed()
  }

  /** Another user signed in: what earlier users left can no longer be sent, and is not theirs to read. */
  async function dropOthers(signedIn: number) {
    let dropped = 0
    await exclusive(async () => {
      const others = (await storage.all()).filter((item) => item.userId !== signedIn)
      await Promise.all(others.map((item) => storage.remove(outboxId(item))))
      dropped = others.length
    })
    if (dropped === 0) return
    showToast(OUTBOX_TEXT.othersDiscarded(dropped), 'warning')
    await store.changed()
  }
  void replay()

  return {
    store,
    async keep(submission) {
      const userId = session.current?.user.id
      if (userId === undefined) throw new Error('Only a signed-in user can keep a submission')
      await storage.put(newOutboxItem(submission, userId, Date.now()))
      await store.changed()
      void askForSync()
    },
    async cancel(id) {
      const item = await storage.get(id)
      if (!item || item.state === 'sending') return
      await storage.remove(id)
      await store.changed()
    },
    async resend(id, fields) {
      const item = await storage.get(id)
      if (!item) return
      const { followUp } = item.submission
      const submission = followUp
        ? {
            ...item.submission,
            followUp: { ...followUp, body: { ...(followUp.body as object), ...fields } },
          }
        : { ...item.submission, body: withFields(item.submission.body, fields) }
      await storage.remove(id)
      await storage.put(
        newOutboxItem(
          { ...submission, idempotencyKey: crypto.randomUUID() },
          item.userId,
          item.createdAt,
        ),
      )
      await replay(true)
    },
    replay,
  }
}
