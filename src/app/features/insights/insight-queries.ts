import { queryOptions } from '@tanstack/react-query'
import type { InsightPeriod } from '#domain/insights.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'

/** One prefix: the whole query cache is dropped when the user changes (session-start.ts). */
export const insightKeys = {
  all: ['insights'] as const,
  vendor: (vendorId: number, days: InsightPeriod) => [...insightKeys.all, vendorId, days] as const,
}

/** GET /vendors/{id}/insights: the insights last viewed open from the device, offline too (§5). */
export function insightsQuery(api: ApiClient, vendorId: number, days: InsightPeriod) {
  return queryOptions({
    queryKey: insightKeys.vendor(vendorId, days),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.vendors[':id'].insights.$get(
          { param: { id: String(vendorId) }, query: { days: String(days) as `${InsightPeriod}` } },
          { init: { signal } },
        ),
      ),
    meta: { persist: 'recent' },
    staleTime: 60_000,
  })
}
