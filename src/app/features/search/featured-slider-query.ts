import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { searchKeys } from './search-keys.ts'

/** GET /featured_slider: featured tactics of the carousel, kept for offline use. */
export function featuredSliderQuery(api: ApiClient) {
  return queryOptions({
    queryKey: searchKeys.featured(),
    queryFn: () => answerOf(api.rpc.featured_slider.$get()),
    staleTime: 10 * 60_000,
    meta: { persist: true },
  })
}

export const useFeaturedSlider = () => useQuery(featuredSliderQuery(useApi()))
