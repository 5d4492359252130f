import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { limitedVendorJson, vendorJson } from '../../../server/vendors/vendor-json.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { type DetailSearch, detailQuery } from './detail-search.ts'
import { type DetailView, detailView } from './hidden-data.ts'
import { vendorKeys } from './vendor-keys.ts'

export type VendorDetail = ReturnType<typeof vendorJson>
export type LimitedVendor = ReturnType<typeof limitedVendorJson>
export type VendorView = DetailView<VendorDetail, LimitedVendor>

/** GET /vendors/{vendorId} with search_id and autocomplete (docs/spec/marketplace.md §7). */
export function getVendor(
  api: ApiClient,
  vendorId: number,
  search: DetailSearch,
  signal?: AbortSignal,
): Promise<VendorView> {
  return detailView(() =>
    api.request<{ data: VendorDetail }>(`/vendors/${vendorId}`, {
      query: detailQuery(search),
      signal,
    }),
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
