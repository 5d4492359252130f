import { queryOptions } from '@tanstack/react-query'
import type { Account } from '#domain/account.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'

/** What every /accounts call (and the password, picture and digest calls) answers with. */
export type AccountResponse = { data: Account }

export const accountKeys = {
  all: ['account'] as const,
  /** Keyed by user, so a later login on this device never reads someone else's cached profile. */
  current: (userId: number) => [...accountKeys.all, userId] as const,
}

export function accountQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: accountKeys.current(userId),
    queryFn: async ({ signal }) =>
      (await answerOf(api.rpc.accounts.$get({}, { init: { signal } }))).data,
    meta: { persist: true },
  })
}
