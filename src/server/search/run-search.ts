import type { SQL } from 'drizzle-orm'
import { VISITOR_RESULTS } from '../../domain/search.ts'
import type { SearchType } from '../../domain/search-statistic.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import type { Versioned } from './catalogue-version.ts'
import { rankedPage, type SearchTarget } from './ranked-page.ts'
import { correctStatistic, recordSearch, type ShownItems } from './record-search.ts'
import { freshAnswer, recentAnswer } from './result-cache.ts'

/** What every search query holds besides its filters. */
export type SearchQueryBase = {
  keyword: string
  autocomplete: boolean
  page: number
  perPage: number
}

export type SearchSpec<Query extends SearchQueryBase, Item> = {
  target: SearchTarget
  conditions(db: Database, query: Query): Promise<SQL[]>
  cards(db: Database, ids: number[]): Promise<Item[]>
  /** The vendors and tactics a page of cards shows, for their search appearances. */
  shown(items: Item[]): ShownItems
}

export type ResultWindow = { page: number; perPage: number }

export type SearchPage<Item> = { total: number; items: Item[] }

export type SearchResult<Item> = SearchPage<Item> & ResultWindow & { searchId: number }

/** The chunk asked for; a visitor gets the first results and no paging (docs/spec/marketplace.md §6). */
export function resultWindow(user: SessionUser | undefined, query: SearchQueryBase): ResultWindow {
  return user ? { page: query.page, perPage: query.perPage } : { page: 1, perPage: VISITOR_RESULTS }
}

/** A query's filters: what it holds besides keyword and paging. */
export function filtersOf<Query extends SearchQueryBase>(query: Query) {
  const {
    keyword: _keyword,
    autocomplete: _autocomplete,
    page: _page,
    perPage: _perPage,
    ...filters
  } = query
  return filters
}

/** One page of results, straight from the database, at the catalogue version it was ranked at. */
export async function searchPage<Query extends SearchQueryBase, Item>(
  db: Database,
  spec: SearchSpec<Query, Item>,
  query: Query,
  window: ResultWindow,
): Promise<Versioned<SearchPage<Item>>> {
  const ranked = await rankedPage(db, spec.target, {
    keyword: query.keyword,
    conditions: await spec.conditions(db, query),
    limit: window.perPage,
    offset: (window.page - 1) * window.perPage,
  })
  const items = await spec.cards(db, ranked.ids)
  return { version: ranked.version, value: { total: ranked.total, items } }
}

/**
 * Finds a page of results (cached per catalogue version) and records the search. A cached page is
 * recorded first, in the round trip that also reads the version (result-cache.ts): one round trip
 * in all when the catalogue has not changed since. A page found in no cache is computed at once.
 */
export async function runSearch<Query extends SearchQueryBase, Item>(
  db: Database,
  user: SessionUser | undefined,
  query: Query,
  spec: SearchSpec<Query, Item>,
  searchType: SearchType,
): Promise<SearchResult<Item>> {
  const window = resultWindow(user, query)
  const filters = filtersOf(query)
  const key = JSON.stringify([spec.target.table, query.keyword, filters, window])
  const compute = () => searchPage(db, spec, query, window)
  const record = (page: SearchPage<Item>) =>
    recordSearch(db, {
      userId: user?.id ?? null,
      searchType,
      keyword: query.keyword,
      filters,
      resultCount: page.total,
      shown: spec.shown(page.items),
    })
  const seen = recentAnswer<SearchPage<Item>>(db, key)
  const cached = await seen?.catch(() => undefined)
  if (!cached) {
    const { value: page } = await freshAnswer(db, key, seen, compute)
    return { searchId: (await record(page)).id, ...window, ...page }
  }
  const recorded = await record(cached.value)
  if (recorded.version === cached.version) {
    return { searchId: recorded.id, ...window, ...cached.value }
  }
  const { value: page } = await freshAnswer(db, key, seen, compute)
  await correctStatistic(db, recorded.id, page.total, spec.shown(page.items))
  return { searchId: recorded.id, ...window, ...page }
}
