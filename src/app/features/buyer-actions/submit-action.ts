import type { ApiClient } from '../../api/api-client.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'
import { requestWithFollowUp } from '../../offline/outbox/request-with-follow-up.ts'

/** The buyer's submissions that may be queued offline and are applied exactly once by the server. */
export type ActionKind =
  | 'share_vendor'
  | 'share_tactic'
  | 'quote_send'
  | 'invite_vendor'
  | 'recommend_vendor'
  | 'recommend_tactic'

export type ActionRequest = {
  kind: ActionKind
  method: 'POST' | 'PUT'
  /** Under the API base, e.g. `/vendors/12/share_via_email`. */
  path: string
  body: unknown
  /**
   * Created once per user submission (`crypto.randomUUID()`) and reused for every retry: the
   * server replays its first answer for a repeated key (scoped to the user, the method and the path).
   */
  idempotencyKey: string
  /** A short human text for a pending list, e.g. "Share Acme with 2 recipients". */
  summary: string
  /** A quote composed offline is created, then sent with the create's answer, under the one key. */
  followUp?: Submission['followUp']
}

/**
 * The one way the buyer actions submit. Sends with the `Idempotency-Key` header through the API
 * client and returns the parsed answer, or throws the client's `ApiError` / `NetworkError`.
 *
 * Request a Quote is create-then-send: `POST /request_quote` (answers `request_quote_id`) then
 * `PUT /request_quote/{id}`. Both may carry the same key: keys are scoped by method and path, and a
 * repeated create under that key replays the same `request_quote_id`, so the pair is safe to replay.
 * A quote composed offline makes both calls in one submission (`followUp`).
 */
export function submitAction(api: ApiClient, request: ActionRequest): Promise<unknown> {
  return requestWithFollowUp(api.send, request)
}
