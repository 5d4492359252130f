import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShortlistPhoto } from '#domain/shortlist-photos.ts'
import { type ApiClient, answerOf, blobOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'

/**
 * Colleagues edit the same lists: a list is read again each time it is shown (the device's copy
 * shows meanwhile, and offline).
 */
const SHARED_DATA = { staleTime: 0 } as const
/** The lists and saved marks every save control on a screen reads: read again after a few seconds. */
const SHARED_MARKS = { staleTime: 5_000 } as const

/**
 * Keyed under one prefix, so every write refreshes them all. The whole query cache is dropped
 * when the user changes (session-start.ts), so no key needs the viewer.
 */
export const shortlistKeys = {
  all: ['shortlists'] as const,
  list: () => [...shortlistKeys.all, 'list'] as const,
  saved: () => [...shortlistKeys.all, 'saved'] as const,
  detail: (id: number) => [...shortlistKeys.all, 'detail', id] as const,
  colleagues: (id: number) => [...shortlistKeys.all, 'colleagues', id] as const,
}

/** GET /shortlists: own lists, then the ones shared with the user. Kept offline (§1). */
export function shortlistsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: shortlistKeys.list(),
    queryFn: ({ signal }) => answerOf(api.rpc.shortlists.$get({ query: {} }, { init: { signal } })),
    meta: { persist: true },
    ...SHARED_MARKS,
  })
}

/** GET /shortlists/saved_items: what every save control shows, kept offline. */
export function savedItemsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: shortlistKeys.saved(),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.shortlists.saved_items.$get({}, { init: { signal } })),
    meta: { persist: true },
    ...SHARED_MARKS,
  })
}

/** GET /shortlists/{id}: a list opened once opens offline (§1). */
export function shortlistQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: shortlistKeys.detail(id),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.shortlists[':id'].$get(
          { param: { id: String(id) }, query: {} },
          { init: { signal } },
        ),
      ),
    meta: { persist: 'recent' },
    ...SHARED_DATA,
  })
}

/** GET /shortlists/{id}/colleagues: whom the owner may share it with; online only. */
export function colleaguesQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: shortlistKeys.colleagues(id),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.shortlists[':id'].colleagues.$get(
          { param: { id: String(id) }, query: {} },
          { init: { signal } },
        ),
      ),
    staleTime: 0,
  })
}

export const useShortlists = () => useQuery(shortlistsQuery(useApi()))
export const useSavedItems = (enabled = true) => useQuery({ ...savedItemsQuery(useApi()), enabled })

/**
 * GET /shortlists/{id}/photos/{photoId}: an item's photo, read with the session (only the list's
 * readers may see it) and shown from its bytes. A photo id names one picture for ever, so it is
 * never read again, and it is keyed apart from `shortlistKeys.all`, which every write refreshes;
 * the service worker keeps it per user for offline (src/sw.ts). A file may take longer than a
 * read's lie-fi deadline on a show floor's network: it is asked for patiently.
 */
export function shortlistPhotoQuery(api: ApiClient, shortlistId: number, photo: ShortlistPhoto) {
  return queryOptions({
    queryKey: ['shortlist-photos', photo.id] as const,
    queryFn: ({ signal }) =>
      blobOf(
        api.patient.shortlists[':id'].photos[':photoId'].$get(
          { param: { id: String(shortlistId), photoId: String(photo.id) } },
          { init: { signal } },
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    // Bytes, not data: let go of soon after no card shows them (the worker's copy stays).
    gcTime: 5 * 60_000,
  })
}
