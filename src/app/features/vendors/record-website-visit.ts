import { useMutation } from '@tanstack/react-query'
import type { SearchStatisticInput } from '#domain/search-statistic.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'

/** PUT /search_statistic, sent when a vendor's website link is clicked. */
export function recordWebsiteVisit(api: ApiClient, visit: SearchStatisticInput) {
  return answerOf(api.rpc.search_statistic.$put({ json: visit }))
}

/** Fire and forget: the website opens in a new tab whether or not the statistic is stored. */
export function useRecordWebsiteVisit() {
  const api = useApi()
  return useMutation({
    mutationKey: ['search-statistic', 'website-visit'],
    mutationFn: (visit: SearchStatisticInput) => recordWebsiteVisit(api, visit),
    onError: (error) => console.warn('Website visit not recorded', error),
  })
}
