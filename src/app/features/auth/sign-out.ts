import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { NO_ANSWER_MS } from '../../offline/connectivity.ts'
import type { SessionStore } from '../../session/session-store.ts'

/** Ends the session on the server when it can, and always here. */
export async function signOut(api: ApiClient, session: SessionStore): Promise<void> {
  try {
    // A hanging connection must not hold the user in: past the deadline they are logged out here.
    await answerOf(
      api.rpc.auth.sign_out.$delete(undefined, {
        init: { signal: AbortSignal.timeout(NO_ANSWER_MS) },
      }),
    )
  } catch {
    // Offline or already ended: forgetting the session here is what logs the user out.
  }
  await session.clear()
}
