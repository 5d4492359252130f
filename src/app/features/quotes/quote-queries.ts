import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'

/**
 * The other side changes a thread (an answer, an opening): lists and threads are read again each
 * time they show; the device's copy shows meanwhile, and offline (§3 "both sides read threads they
 * opened").
 */
const READ_AGAIN = { staleTime: 0, meta: { persist: 'recent' } } as const

/**
 * Keyed under one prefix, so every write refreshes them all. The whole query cache is dropped
 * when the user changes (session-start.ts), so no key needs the viewer.
 */
export const quoteKeys = {
  all: ['quotes'] as const,
  buyerList: (page: number) => [...quoteKeys.all, 'buyer', 'list', page] as const,
  buyerThread: (id: number) => [...quoteKeys.all, 'buyer', 'thread', id] as const,
  vendorList: (vendorId: number, page: number) =>
    [...quoteKeys.all, 'vendor', vendorId, 'list', page] as const,
  vendorThread: (vendorId: number, id: number) =>
    [...quoteKeys.all, 'vendor', vendorId, 'thread', id] as const,
}

/** GET /quotes: the requests the buyer sent, newest first, a page at a time. */
export function buyerQuotesQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: quoteKeys.buyerList(page),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.quotes.$get({ query: { page: String(page) } }, { init: { signal } })),
    ...READ_AGAIN,
  })
}

/** GET /quotes/{id}: the request as sent and its replies. */
export function buyerThreadQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: quoteKeys.buyerThread(id),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.quotes[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
    ...READ_AGAIN,
  })
}

/** GET /vendors/{id}/quotes: the requests to the member's vendor, with its New and waiting counts. */
export function vendorQuotesQuery(api: ApiClient, vendorId: number, page: number) {
  return queryOptions({
    queryKey: quoteKeys.vendorList(vendorId, page),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.vendors[':id'].quotes.$get(
          { param: { id: String(vendorId) }, query: { page: String(page) } },
          { init: { signal } },
        ),
      ),
    ...READ_AGAIN,
  })
}

/** GET /vendors/{id}/quotes/{qid}: the thread; the server marks it Opened for the buyer. */
export function vendorThreadQuery(api: ApiClient, vendorId: number, id: number) {
  return queryOptions({
    queryKey: quoteKeys.vendorThread(vendorId, id),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.vendors[':id'].quotes[':qid'].$get(
          { param: { id: String(vendorId), qid: String(id) } },
          { init: { signal } },
        ),
      ),
    ...READ_AGAIN,
  })
}
