import type { ClientResponse } from 'hono/client'
import { type Api, answerOf, createApiClient } from '../../api/api-client.ts'
import type { SessionHeaders } from '../../session/session-types.ts'

/**
 * A call that hands out a session (sign-in, invitation, a sign-in code). It does not send the
 * stored session, and returns its answer's session headers rather than giving them to the stored
 * one, which keeps only headers of its own user.
 */
export async function requestNewSession<R extends ClientResponse<unknown>>(
  call: (api: Api) => Promise<R>,
) {
  const received: { headers: SessionHeaders | null } = { headers: null }
  const client = createApiClient({
    headers: () => null,
    receive: (fresh) => {
      received.headers = fresh
    },
    unauthorized: () => {},
  })
  const data = await answerOf(call(client.patient))
  return { data, headers: received.headers }
}
