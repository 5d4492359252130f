/** The key of the last submission and the request it was sent with (null: not sent yet). */
export type SubmissionKey = { key: string; request: string | null }

/**
 * The key for sending `request`: the last one when it is a retry of the same request (or the
 * first send under a key begun elsewhere), a new one for anything else.
 */
export function keyFor(last: SubmissionKey | null, request: string): SubmissionKey {
  if (last && (last.request === null || last.request === request)) return { key: last.key, request }
  return { key: newIdempotencyKey(), request }
}

/** A fresh key for one user submission. */
export const newIdempotencyKey = (): string => crypto.randomUUID()
