import { queryOptions } from '@tanstack/react-query'
import type { NudgeData } from '../../../domain/buyer-actions.ts'
import type { ApiClient } from '../../api/api-client.ts'

export const buyerActionKeys = {
  all: ['buyer-actions'] as const,
  nudge: (vendorId: number) => [...buyerActionKeys.all, 'nudge', vendorId] as const,
}

/** GET /nudges/{vendorId}: the prefilled invitation; fetched fresh each time the modal opens. */
export const nudgeQuery = (api: ApiClient, vendorId: number) =>
  queryOptions({
    queryKey: buyerActionKeys.nudge(vendorId),
    queryFn: () => api.request<{ data: NudgeData }>(`/nudges/${vendorId}`).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
