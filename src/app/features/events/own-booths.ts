import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { EventSummary } from '#domain/events.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { eventQuery, eventsQuery } from './event-queries.ts'

/** A booth the vendor has at a show that is on or to come. */
export type OwnBooth = { event: EventSummary; booth: string }

/** The answer from the server, else the one this device holds, else nothing. */
async function freshOrSaved<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | null> {
  try {
    return await queryClient.fetchQuery(options)
  } catch {
    return queryClient.getQueryData<T>(options.queryKey) ?? null
  }
}

/**
 * The vendor's approved booths at the shows on or upcoming of the first page of /events, as the
 * event pages tell a member of the vendor (`own_requests`): printed on its booth card.
 */
export async function ownBooths(
  queryClient: QueryClient,
  api: ApiClient,
  vendorId: number,
): Promise<OwnBooth[]> {
  const list = await freshOrSaved(queryClient, eventsQuery(api, 1))
  const current = list?.events.filter((event) => event.stage !== 'past') ?? []
  const details = await Promise.all(
    current.map((event) => freshOrSaved(queryClient, eventQuery(api, event.id, {}))),
  )
  return details.flatMap(
    (detail) =>
      detail?.own_requests
        .filter((entry) => entry.vendor_id === vendorId && entry.status === 'approved')
        .map((entry) => ({ event: detail.event, booth: entry.booth })) ?? [],
  )
}
