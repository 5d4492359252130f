import { queryOptions } from '@tanstack/react-query'
import type { ExhibitorSort } from '#domain/events.ts'
import { type ApiClient, answerOf, queryOf } from '../../api/api-client.ts'

/** How the exhibitors of an event are asked for, as its URL holds it. */
export type ExhibitorSearch = { q?: string; sort?: ExhibitorSort; page?: number }

/**
 * Read again each time a list or an event is shown (the device's copy shows meanwhile, and
 * offline): a booth approved or a show added since shows on the next visit.
 */
const SHOWN_AGAIN = { staleTime: 0 } as const

/** Keyed under one prefix, so a booth request refreshes them all. */
export const eventKeys = {
  all: ['events'] as const,
  list: (page: number) => [...eventKeys.all, 'list', page] as const,
  detail: (id: number, search: ExhibitorSearch) =>
    [...eventKeys.all, 'detail', id, search] as const,
}

/** GET /events: on and upcoming first, then past; kept offline for the trade-show floor (§6). */
export function eventsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: eventKeys.list(page),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.events.$get({ query: queryOf({ page }) }, { init: { signal } })),
    meta: { persist: true },
    ...SHOWN_AGAIN,
  })
}

/** GET /events/{id}: its exhibitors with booth numbers; an event viewed once opens offline. */
export function eventQuery(api: ApiClient, id: number, search: ExhibitorSearch) {
  return queryOptions({
    queryKey: eventKeys.detail(id, search),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.events[':id'].$get(
          { param: { id: String(id) }, query: queryOf(search) },
          { init: { signal } },
        ),
      ),
    meta: { persist: 'recent' },
    ...SHOWN_AGAIN,
  })
}
