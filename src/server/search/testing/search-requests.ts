import type { TacticSearchParams, VendorSearchParams } from '#domain/search-query.ts'
import type {
  AutocompleteResponse,
  TacticSearchResponse,
  VendorSearchResponse,
} from '#domain/search-results.ts'
import { okJson } from '../../testing/api-request.ts'
import type { TestApp } from '../../testing/test-app.ts'

type Headers = Record<string, string>

/** The search calls through the typed client, each expecting a 200 of its shape. */
export function searchRequests(t: TestApp, headers: Headers = {}) {
  const tacticSearch = (query: TacticSearchParams) =>
    t.client.tactic_search.$get({ query }, { headers })
  const vendorSearch = (query: VendorSearchParams) =>
    t.client.vendor_search.$get({ query }, { headers })
  return {
    tactics: async (query: TacticSearchParams) =>
      (await okJson(await tacticSearch(query))) as TacticSearchResponse,
    vendors: async (query: VendorSearchParams) =>
      (await okJson(await vendorSearch(query))) as VendorSearchResponse,
    browse: async (query: TacticSearchParams) =>
      (await okJson(
        await t.client.path_to_purchase_search.$get({ query }, { headers }),
      )) as TacticSearchResponse,
    suggestTactics: async (keyword: string) =>
      (await okJson(await tacticSearch({ keyword, autocomplete: true }))) as AutocompleteResponse,
    suggestVendors: async (keyword: string) =>
      (await okJson(await vendorSearch({ keyword, autocomplete: true }))) as AutocompleteResponse,
  }
}

export type SearchRequests = ReturnType<typeof searchRequests>

/** The ids of a tactic search's results, in order. */
export const tacticIds = (answer: TacticSearchResponse) =>
  answer.vendor_tactic_data.map((item) => item.tactic.id)

export const vendorIds = (answer: VendorSearchResponse) => answer.vendor_data.map((v) => v.id)
