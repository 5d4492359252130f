import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { type Api, type ApiClient, answerOf, queryOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { vendorKeys } from '../../api/vendor-keys.ts'
import { type DetailSearch, detailQuery } from '../../navigation/detail-search.ts'
import { useSession } from '../../session/use-session.ts'
import { type DetailView, detailView, type FullData, type LimitedData } from './hidden-data.ts'

type VendorCall = Api['vendors'][':id']['$get']
export type VendorDetail = FullData<InferResponseType<VendorCall, 200>>
export type LimitedVendor = LimitedData<InferResponseType<VendorCall, 200>>
export type VendorView = DetailView<VendorDetail, LimitedVendor>

/** GET /vendors/{vendorId} with search_id and autocomplete (docs/spec/marketplace.md §7). */
export function getVendor(
  api: ApiClient,
  vendorId: number,
  search: DetailSearch,
  signal?: AbortSignal,
): Promise<VendorView> {
  return detailView(() =>
    answerOf(
      api.rpc.vendors[':id'].$get(
        { param: { id: String(vendorId) }, query: queryOf(detailQuery(search)) },
        { init: { signal } },
      ),
    ),
  )
}

/** A viewed vendor is kept offline (docs/spec/design.md, The app). */
export function vendorQuery(
  api: ApiClient,
  vendorId: number,
  viewer: number | null,
  search: DetailSearch,
) {
  return queryOptions({
    queryKey: vendorKeys.detail(vendorId, viewer, search),
    queryFn: ({ signal }) => getVendor(api, vendorId, search, signal),
    meta: { persist: 'recent' },
  })
}

export function useVendor(vendorId: number, search: DetailSearch) {
  const viewer = useSession()?.user.id ?? null
  return useSuspenseQuery(vendorQuery(useApi(), vendorId, viewer, search)).data
}
