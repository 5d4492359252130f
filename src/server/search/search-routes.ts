import { type Context, Hono } from 'hono'
import type { SearchTab } from '../../domain/search.ts'
import {
  PathToPurchaseSearchQuerySchema,
  type TacticSearchQuery,
  TacticSearchQuerySchema,
  toTacticSearch,
  toVendorSearch,
  VendorSearchQuerySchema,
} from '../../domain/search-query.ts'
import type {
  AutocompleteResponse,
  TacticSearchResponse,
  VendorSearchResponse,
} from '../../domain/search-results.ts'
import type { SearchType } from '../../domain/search-statistic.ts'
import type { Database } from '../db/client.ts'
import type { ServerEnv } from '../server-env.ts'
import { suggest } from './autocomplete.ts'
import { eventNeedsSession } from './event-filter.ts'
import { cachedSearch } from './result-cache.ts'
import { runSearch, type SearchResult } from './run-search.ts'
import { searchAnswer } from './search-answer.ts'
import { searchQuery } from './search-query-validator.ts'
import { TACTIC_SEARCH, VENDOR_SEARCH } from './search-specs.ts'
import { vendorTypeCounts } from './vendor-type-counts.ts'

/** Autocomplete records no statistic: a page opened from it says so with autocomplete=true. */
async function autocomplete(
  db: Database,
  keyword: string,
  tab: SearchTab,
): Promise<AutocompleteResponse> {
  const found = await cachedSearch(db, JSON.stringify(['suggest', tab, keyword]), () =>
    suggest(db, keyword, tab),
  )
  return { suggestions: found.suggestions, total_count: found.total }
}

/** What every answer with results says about them. */
const pageOf = ({ searchId, page, perPage, total }: SearchResult<unknown>) => ({
  search_id: searchId,
  page,
  per_page: perPage,
  total_count: total,
})

async function searchTactics(
  c: Context<ServerEnv>,
  query: TacticSearchQuery,
  searchType: SearchType,
) {
  const { db, user } = c.var
  const result = await runSearch(db, user, query, TACTIC_SEARCH, searchType)
  return searchAnswer<TacticSearchResponse>(c, pageOf(result), 'vendor_tactic_data', result.items)
}

/** GET /vendor_search, /tactic_search and /path_to_purchase_search (docs/spec/marketplace.md §7). */
export const searchRoutes = new Hono<ServerEnv>()
  .get('/vendor_search', eventNeedsSession, searchQuery(VendorSearchQuerySchema), async (c) => {
    const query = toVendorSearch(c.req.valid('query'))
    if (query.autocomplete) {
      return c.json(await autocomplete(c.var.db, query.keyword, 'vendors'), 200)
    }
    const searchType = query.keyword ? 'vendor_keyword' : 'vendor_filters'
    const [result, typeCounts] = await Promise.all([
      runSearch(c.var.db, c.var.user, query, VENDOR_SEARCH, searchType),
      vendorTypeCounts(c.var.db, query),
    ])
    const head = { ...pageOf(result), vendor_type_counts: typeCounts }
    return searchAnswer<VendorSearchResponse>(c, head, 'vendor_data', result.items)
  })
  .get('/tactic_search', eventNeedsSession, searchQuery(TacticSearchQuerySchema), async (c) => {
    const query = toTacticSearch(c.req.valid('query'))
    if (query.autocomplete) {
      return c.json(await autocomplete(c.var.db, query.keyword, 'tactics'), 200)
    }
    const searchType = query.keyword ? 'tactic_keyword' : 'tactic_filters'
    return searchTactics(c, query, searchType)
  })
  .get(
    '/path_to_purchase_search',
    eventNeedsSession,
    searchQuery(PathToPurchaseSearchQuerySchema),
    async (c) => {
      const query = toTacticSearch(c.req.valid('query'))
      return searchTactics(c, query, 'path_to_purchase')
    },
  )
