import type { ApiClient } from '../../api/api-client.ts'
import type { SessionStore } from '../../session/session-store.ts'

/** Ends the session on the server when it can, and always here. */
export async function signOut(api: ApiClient, session: SessionStore): Promise<void> {
  try {
    await api.request('/auth/sign_out', { method: 'DELETE' })
  } catch {
    // Offline or already ended: forgetting the session here is what logs the user out.
  }
  await session.clear()
}
