import { type ApiClient, answerOf, queryOf } from '../../api/api-client.ts'
import type { SearchRequest } from './search-request.ts'

/** GET /vendor_search, /tactic_search or /path_to_purchase_search with the request's query. */
function searchCall(api: ApiClient, { path, query }: SearchRequest, signal?: AbortSignal) {
  const args = { query: queryOf(query) }
  const options = { init: { signal } }
  switch (path) {
    case '/vendor_search':
      return answerOf(api.rpc.vendor_search.$get(args, options))
    case '/tactic_search':
      return answerOf(api.rpc.tactic_search.$get(args, options))
    case '/path_to_purchase_search':
      return answerOf(api.rpc.path_to_purchase_search.$get(args, options))
  }
}

/** A page of results; the same endpoints answer suggestions only when asked for autocomplete. */
export async function searchResultsCall(
  api: ApiClient,
  request: SearchRequest,
  signal?: AbortSignal,
) {
  const answer = await searchCall(api, request, signal)
  if ('suggestions' in answer) throw new Error(`${request.path} answered suggestions to a search`)
  return answer
}

/** The suggestions of an autocomplete request (`autocomplete=true`). */
export async function autocompleteCall(
  api: ApiClient,
  request: SearchRequest,
  signal?: AbortSignal,
) {
  const answer = await searchCall(api, request, signal)
  if (!('suggestions' in answer))
    throw new Error(`${request.path} answered results to autocomplete`)
  return answer
}
