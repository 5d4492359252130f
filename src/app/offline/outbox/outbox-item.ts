/** One submission as the buyer-actions modals hand it over (share, quote, recommend, invite). */
export type Submission = {
  kind: string
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Under /api/v1. */
  path: string
  body: unknown
  /** Sent as Idempotency-Key: the server answers a replay with the first answer, once. */
  idempotencyKey: string
  /** What the outbox list shows, e.g. "Share Brightshelf Media with ann@example.com". */
  summary: string
  /**
   * What the screen that made it shows while it waits (a shortlist item's card, the colleagues a
   * list is shared with); never sent.
   */
  view?: unknown
  /**
   * A second call made with the first one's answer under the same key (Request a Quote is
   * create-then-send): `{name}` in the path is filled from the first answer's `data.name`, and the
   * fields named in `bodyFromAnswer` are taken into the body from the first answer's `data` (a
   * quote composed offline is sent to the recipient the create answers).
   */
  followUp?: {
    method: 'POST' | 'PUT' | 'PATCH'
    path: string
    body: unknown
    bodyFromAnswer?: string[]
  }
}

/**
 * Where a kept submission stands. `pending` waits for the network, `sending` is on the wire from
 * one tab, `waiting-login` had its session expire, `refused` came back with a 422 to fix and
 * `failed` was refused for good (403, 404): both of the last stay until the user acts on them.
 */
export type OutboxState = 'pending' | 'sending' | 'waiting-login' | 'refused' | 'failed'

/** Kept and not refused: what a screen shows as done on the device, marked waiting. */
export const SHOWN_AS_WAITING: ReadonlySet<OutboxState> = new Set([
  'pending',
  'sending',
  'waiting-login',
])

export type OutboxItem = {
  submission: Submission
  /** The user who made it: only their session sends it. */
  userId: number
  createdAt: number
  state: OutboxState
  attempts: number
  /** Not retried before this time (backoff after network errors and 5xx answers). */
  notBefore: number
  /** When `sending` began: a tab closed mid-send leaves it, and it is taken up again later. */
  sendingSince?: number
  /** The server's answer body for `refused` and `failed`. */
  answer?: unknown
}

export const outboxId = (item: OutboxItem) => item.submission.idempotencyKey

export function newOutboxItem(submission: Submission, userId: number, now: number): OutboxItem {
  return { submission, userId, createdAt: now, state: 'pending', attempts: 0, notBefore: now }
}
