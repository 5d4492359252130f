import type { ApiClient } from '../../api/api-client.ts'

/** How a recorded submission goes out: `ApiClient.send`, or one that checks who is signed in. */
export type Send = ApiClient['send']

import { wireBody } from './kept-multipart.ts'
import type { Submission } from './outbox-item.ts'

type Answer = { data?: Record<string, unknown> } | null

/** `/request_quote/{request_quote_id}` with the first answer's `data`. */
export function filledPath(template: string, answer: unknown): string {
  const data = (answer as Answer)?.data ?? {}
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(data[name])))
}

/** The follow-up's body with the fields it takes from the first answer's `data`. */
export function filledBody(followUp: NonNullable<Submission['followUp']>, answer: unknown) {
  const data = (answer as Answer)?.data ?? {}
  const taken = (followUp.bodyFromAnswer ?? []).map((name) => [name, data[name]])
  return { ...(followUp.body as object), ...Object.fromEntries(taken) }
}

/**
 * Sends a submission, then its follow-up if any, both under the submission's key: a replay after a
 * lost answer makes the server repeat its first answer instead of acting again. Answers the last
 * answer; throws the client's `ApiError` / `NetworkError`.
 */
export async function requestWithFollowUp(
  send: Send,
  submission: Pick<Submission, 'method' | 'path' | 'body' | 'idempotencyKey' | 'followUp'>,
): Promise<unknown> {
  const { method, path, body, idempotencyKey, followUp } = submission
  const headers = { 'Idempotency-Key': idempotencyKey }
  const answer = await send(path, { method, body: wireBody(body), headers })
  if (!followUp) return answer
  return send(filledPath(followUp.path, answer), {
    method: followUp.method,
    body: filledBody(followUp, answer),
    headers,
  })
}
