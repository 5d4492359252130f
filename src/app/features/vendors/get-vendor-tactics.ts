import { queryOptions, useQuery } from '@tanstack/react-query'
import type { vendorTacticList } from '../../../server/tactics/tactic-json.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { type DetailView, detailView } from './hidden-data.ts'
import { vendorKeys } from './vendor-keys.ts'

export type VendorTactics = Awaited<ReturnType<typeof vendorTacticList>>
type LimitedTactics = {
  total_count: number
  categories: { id: number; name: string; tactics: { id: number; name: string }[] }[]
}
export type VendorTacticsView = DetailView<VendorTactics, LimitedTactics>

/** GET /vendors/{vendorId}/tactics: the tactics by tactic type (docs/spec/marketplace.md §7). */
export function getVendorTactics(
  api: ApiClient,
  vendorId: number,
  signal?: AbortSignal,
): Promise<VendorTacticsView> {
  return detailView(() =>
    api.request<{ data: VendorTactics }>(`/vendors/${vendorId}/tactics`, { signal }),
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
