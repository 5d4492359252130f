import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'

export type SliderKind = 'registered_vendors' | 'cpg_clients'

export const sliderImageKeys = {
  all: ['slider-images'] as const,
  kind: (kind: SliderKind) => [...sliderImageKeys.all, kind] as const,
}

export function sliderImagesQuery(api: ApiClient, kind: SliderKind) {
  return queryOptions({
    queryKey: sliderImageKeys.kind(kind),
    queryFn: () => answerOf(api.rpc.slider_images[kind].$get()),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  })
}
