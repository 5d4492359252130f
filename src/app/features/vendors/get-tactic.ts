import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { type Api, type ApiClient, answerOf, queryOf } from '../../api/api-client.ts'
import { tacticKeys } from '../../api/tactic-keys.ts'
import { useApi } from '../../api/use-api.ts'
import { type DetailSearch, detailQuery } from '../../navigation/detail-search.ts'
import { useSession } from '../../session/use-session.ts'
import { type DetailView, detailView, type FullData, type LimitedData } from './hidden-data.ts'

type TacticCall = Api['vendors'][':id']['tactics'][':tacticId']['$get']
export type TacticDetail = FullData<InferResponseType<TacticCall, 200>>
export type LimitedTactic = LimitedData<InferResponseType<TacticCall, 200>>
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
    answerOf(
      api.rpc.vendors[':id'].tactics[':tacticId'].$get(
        {
          param: { id: String(vendorId), tacticId: String(tacticId) },
          query: queryOf(detailQuery(search)),
        },
        { init: { signal } },
      ),
    ),
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
