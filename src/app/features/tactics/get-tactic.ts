import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { limitedTacticJson, tacticJson } from '../../../server/tactics/tactic-json.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { type DetailSearch, detailQuery } from '../vendors/detail-search.ts'
import { type DetailView, detailView } from '../vendors/hidden-data.ts'
import { tacticKeys } from './tactic-keys.ts'

export type TacticDetail = ReturnType<typeof tacticJson>
export type LimitedTactic = ReturnType<typeof limitedTacticJson>
export type TacticView = DetailView<TacticDetail, LimitedTactic>
export type TacticFilterGroup = TacticDetail['filters'][number]

/** GET /vendors/{vendorId}/tactics/{id} with search_id and autocomplete (docs/spec/marketplace.md §7). */
export function getTactic(
  api: ApiClient,
  vendorId: number,
  tacticId: number,
  search: DetailSearch,
  signal?: AbortSignal,
): Promise<TacticView> {
  return detailView(() =>
    api.request<{ data: TacticDetail }>(`/vendors/${vendorId}/tactics/${tacticId}`, {
      query: detailQuery(search),
      signal,
    }),
  )
}

/** A viewed tactic is kept offline (docs/spec/design.md, The app). */
export function tacticQuery(
  api: ApiClient,
  vendorId: number,
  tacticId: number,
  viewer: number | null,
  search: DetailSearch,
) {
  return queryOptions({
    queryKey: tacticKeys.detail(vendorId, tacticId, viewer, search),
    queryFn: ({ signal }) => getTactic(api, vendorId, tacticId, search, signal),
    meta: { persist: 'recent' },
  })
}

export function useTactic(vendorId: number, tacticId: number, search: DetailSearch) {
  const viewer = useSession()?.user.id ?? null
  return useSuspenseQuery(tacticQuery(useApi(), vendorId, tacticId, viewer, search)).data
}
