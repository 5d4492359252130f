import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { type Api, type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { vendorKeys } from '../../api/vendor-keys.ts'
import { useSession } from '../../session/use-session.ts'
import { type DetailView, detailView, type FullData, type LimitedData } from './hidden-data.ts'

type TacticsCall = Api['vendors'][':id']['tactics']['$get']
export type VendorTactics = FullData<InferResponseType<TacticsCall, 200>>
type LimitedTactics = LimitedData<InferResponseType<TacticsCall, 200>>
export type VendorTacticsView = DetailView<VendorTactics, LimitedTactics>

/** GET /vendors/{vendorId}/tactics: the tactics by tactic type (docs/spec/marketplace.md §7). */
export function getVendorTactics(
  api: ApiClient,
  vendorId: number,
  signal?: AbortSignal,
): Promise<VendorTacticsView> {
  return detailView(() =>
    answerOf(
      api.rpc.vendors[':id'].tactics.$get(
        { param: { id: String(vendorId) } },
        { init: { signal } },
      ),
    ),
  )
}

export function vendorTacticsQuery(api: ApiClient, vendorId: number, viewer: number | null) {
  return queryOptions({
    queryKey: vendorKeys.tactics(vendorId, viewer),
    queryFn: ({ signal }) => getVendorTactics(api, vendorId, signal),
    meta: { persist: 'recent' },
  })
}

export function useVendorTactics(vendorId: number) {
  const viewer = useSession()?.user.id ?? null
  return useQuery(vendorTacticsQuery(useApi(), vendorId, viewer))
}
