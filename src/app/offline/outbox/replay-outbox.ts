import { type OutboxItem, type OutboxState, outboxId } from './outbox-item.ts'
import type { OutboxStorage } from './outbox-storage.ts'

/** What became of one send: no answer at all, or the server's status and body. */
export type SendResult = { status: 'no-answer' } | { status: number; body: unknown }

/** How each kept submission ended in one pass: the UI tells the user of each. */
export type ReplayEvent = {
  item: OutboxItem
  outcome: 'delivered' | 'refused' | 'failed' | 'waiting-login' | 'retrying'
}

export type ReplayDeps = {
  storage: OutboxStorage
  send: (item: OutboxItem) => Promise<SendResult>
  /** The signed-in user now; only their items are sent, with the session of the moment. */
  userId: number | null
  now: () => number
  /** Runs the pass while no other tab runs one (Web Locks in the browser). */
  exclusive: (task: () => Promise<void>) => Promise<void>
  /** Called after every stored change, so lists can be read again. */
  changed?: () => void
  /**
   * Whether the browser has a network at all. Known offline, nothing is tried: a send could only
   * fail, and the `online` event starts the next pass.
   */
  online?: () => boolean
}

const BACKOFF_BASE_MS = 2_000
const BACKOFF_MAX_MS = 5 * 60_000

/** 2 s, 4 s, 8 s … up to 5 minutes after the n-th failed attempt. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)
}

/** Worth trying again later: no answer, a timeout, throttling, a conflict in flight, 5xx. */
function transient(status: number | 'no-answer') {
  return (
    status === 'no-answer' || status === 408 || status === 409 || status === 429 || status >= 500
  )
}

function stateAfter(status: number): Exclude<OutboxState, 'pending' | 'sending'> | 'delivered' {
  if (status >= 200 && status < 300) return 'delivered'
  if (status === 401) return 'waiting-login'
  if (status === 422) return 'refused'
  return 'failed'
}

/** Items the pass passes over: another user's, and those left for the user to act on. */
function skipped(item: OutboxItem, userId: number) {
  return item.userId !== userId || item.state === 'refused' || item.state === 'failed'
}

/** Still in its backoff: it and, to keep the order, everything after it wait. */
function backingOff(item: OutboxItem, now: number, force: boolean) {
  return !force && item.state === 'pending' && item.notBefore > now
}

/**
 * Sends the user's kept submissions oldest first, each under its idempotency key, so a resend after
 * a lost answer is answered without acting twice. A transient failure stops the pass (later items
 * keep their order) and backs off; `force` (the `online` event) ignores the backoff.
 */
export async function replayOutbox(deps: ReplayDeps, force = false): Promise<ReplayEvent[]> {
  const events: ReplayEvent[] = []
  const { storage, userId } = deps
  if (userId === null || deps.online?.() === false) return events
  await deps.exclusive(async () => {
    const queued = (await storage.all()).sort((a, b) => a.createdAt - b.createdAt)
    for (const listed of queued) {
      // Another tab may have cancelled or sent it since the list was read.
      const item = await storage.get(outboxId(listed))
      if (!item || skipped(item, userId)) continue
      if (backingOff(item, deps.now(), force)) return
      // The lock means an item still marked `sending` was left by a tab that closed mid-send.
      const sending: OutboxItem = { ...item, state: 'sending', sendingSince: deps.now() }
      await storage.put(sending)
      deps.changed?.()
      const result = await deps.send(sending).catch((): SendResult => ({ status: 'no-answer' }))
      // Removed while on the wire (a drop in a browser without Web Locks): never put back.
      if (!(await storage.get(outboxId(item)))) return
      const attempts = item.attempts + 1
      if (transient(result.status)) {
        const retry: OutboxItem = {
          ...item,
          state: 'pending',
          attempts,
          notBefore: deps.now() + backoffMs(attempts),
        }
        await storage.put(retry)
        deps.changed?.()
        events.push({ item: retry, outcome: 'retrying' })
        return
      }
      const answered = result as { status: number; body: unknown }
      const next = stateAfter(answered.status)
      if (next === 'delivered') await storage.remove(outboxId(item))
      else await storage.put({ ...item, state: next, attempts, answer: answered.body })
      deps.changed?.()
      events.push({ item: { ...item, attempts, answer: answered.body }, outcome: next })
      // Expired session: nothing else can go until the user logs in again.
      if (next === 'waiting-login') return
    }
  })
  return events
}
