import type { Account } from '#domain/account.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import type { SessionStore } from '../../session/session-store.ts'

export type AccountAnswer = { data: Account }

/** Loads the signed-in account and stores it as the session's user. */
export async function reloadSignInData(api: ApiClient, session: SessionStore): Promise<void> {
  const { data } = await answerOf(api.rpc.sign_in_data.$get())
  await session.updateUser(data)
}
