import { createApiClient, type RequestOptions } from '../../api/api-client.ts'
import type { SessionHeaders } from '../../session/session-types.ts'

/**
 * A call that hands out a session (sign-in, invitation, a sign-in code). It does not send the
 * stored session, and returns its answer's session headers rather than giving them to the stored
 * one, which keeps only headers of its own user.
 */
export async function requestNewSession<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: SessionHeaders | null }> {
  let headers: SessionHeaders | null = null
  const client = createApiClient({
    headers: () => null,
    receive: (fresh) => {
      headers = fresh
    },
    unauthorized: () => {},
  })
  const data = await client.request<T>(path, options)
  return { data, headers }
}
