import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'

export const compareKeys = {
  all: ['compare'] as const,
  tactics: (ids: readonly number[]) => [...compareKeys.all, ids.join(',')] as const,
}

/** GET /compare?tactic_ids=…: a comparison viewed once opens offline (§2). */
export function compareQuery(api: ApiClient, ids: readonly number[]) {
  return queryOptions({
    queryKey: compareKeys.tactics(ids),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.compare.$get({ query: { tactic_ids: ids.join(',') } }, { init: { signal } }),
      ),
    meta: { persist: 'recent' },
  })
}
