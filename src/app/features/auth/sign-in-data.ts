import type { Account } from '../../../domain/account.ts'
import type { ApiClient } from '../../api/api-client.ts'
import type { SessionStore } from '../../session/session-store.ts'

export type AccountAnswer = { data: Account }

export const SIGN_IN_DATA_PATH = '/sign_in_data'

/** Loads the signed-in account and stores it as the session's user. */
export async function reloadSignInData(api: ApiClient, session: SessionStore): Promise<void> {
  const { data } = await api.request<AccountAnswer>(SIGN_IN_DATA_PATH)
  await session.updateUser(data)
}
