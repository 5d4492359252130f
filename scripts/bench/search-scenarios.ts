import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { TacticSearchQuerySchema, toTacticSearch } from '../../src/domain/search-query.ts'
import type { Database } from '../../src/server/db/client.ts'
import { suggest } from '../../src/server/search/autocomplete.ts'
import { queryRows } from '../../src/server/search/query-rows.ts'
import { recordSearch } from '../../src/server/search/record-search.ts'
import { filtersOf, searchPage } from '../../src/server/search/run-search.ts'
import { TACTIC_SEARCH } from '../../src/server/search/search-specs.ts'
import { catalogueLookups } from '../../src/server/search/testing/catalogue-lookups.ts'

/** Distinct requests per scenario: each is a miss of the result cache the first time. */
const VARIANTS = 200

export type SearchScenario = {
  name: string
  kind: 'autocomplete' | 'search'
  /** Query strings of GET /api/v1/tactic_search; the first one names the scenario. */
  queries: URLSearchParams[]
}

/** The query string as Hono's validator hands it over: repeated keys as arrays. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    object[key] = values.length === 1 ? (values[0] as string) : values
  }
  return object
}

/**
 * What the API does for a request that misses its cache, without HTTP: validate, then suggest, or
 * search, load the cards and record the search (as a visitor's, with a signed-in user's chunk).
 */
export async function searchDirectly(db: Database, params: URLSearchParams): Promise<void> {
  const query = toTacticSearch(v.parse(TacticSearchQuerySchema, queryObject(params)))
  if (query.autocomplete) {
    await suggest(db, query.keyword, 'tactics')
    return
  }
  const found = await searchPage(db, TACTIC_SEARCH, query, query)
  await recordSearch(db, {
    userId: null,
    searchType: query.keyword ? 'tactic_keyword' : 'tactic_filters',
    keyword: query.keyword,
    filters: filtersOf(query),
    resultCount: found.value.total,
    shown: TACTIC_SEARCH.shown(found.value.items),
  })
}

async function vocabulary(db: Database, pattern: string, expression: string) {
  const rows = await queryRows<{ term: string }>(
    db,
    sql`SELECT DISTINCT ${sql.raw(expression)} AS term FROM search_words
      WHERE word ~ ${pattern} ORDER BY 1`,
  )
  return rows.map((row) => row.term)
}

/** The options of a filter group, `first` first. */
async function optionNames(db: Database, groupKey: string, first: string) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT o.name FROM filter_options o JOIN filter_groups g ON g.id = o.group_id
      WHERE g.key = ${groupKey} AND o.parent_id IS NULL AND NOT o.custom ORDER BY o.position`,
  )
  return withOthers(
    first,
    rows.map((row) => row.name),
  )
}

/** `first` and then others of `pool`, spread over it, VARIANTS in all. */
function withOthers<T>(first: T, pool: readonly T[]): T[] {
  const others = pool.filter((item) => item !== first)
  const step = Math.max(1, Math.floor(others.length / (VARIANTS - 1)))
  return [first, ...others.filter((_, index) => index % step === 0).slice(0, VARIANTS - 1)]
}

const params = (entries: [string, string][]) => new URLSearchParams(entries)

/** The four searches measured: a 3-letter prefix, a keyword, keyword and filters, filters. */
export async function searchScenarios(db: Database): Promise<SearchScenario[]> {
  const lookups = await catalogueLookups(db)
  const prefixes = await vocabulary(db, '^[a-z]{4,}$', 'left(word, 3)')
  const words = await vocabulary(db, '^[a-z]{5,}$', 'word')
  const stages = await optionNames(db, 'path_to_purchase', 'In-Store')
  const objectives = await optionNames(db, 'brand_objectives', 'Conversion')
  const targets = await optionNames(db, 'target_options', 'Shopper Behavior')
  const filterSets = stages.flatMap((stage) =>
    objectives.flatMap((objective) =>
      targets.map((target) => [
        lookups.option('path_to_purchase', stage),
        lookups.option('brand_objectives', objective),
        lookups.option('target_options', target),
      ]),
    ),
  )
  const filterParams = (ids: number[]) =>
    ids.map((id): [string, string] => ['filter_option_ids[]', String(id)])
  return [
    {
      name: 'autocomplete "sam"',
      kind: 'autocomplete',
      queries: withOthers('sam', prefixes).map((prefix) =>
        params([
          ['keyword', prefix],
          ['autocomplete', 'true'],
        ]),
      ),
    },
    {
      name: 'keyword "sampling"',
      kind: 'search',
      queries: withOthers('sampling', words).map((word) =>
        params([
          ['search_by', 'keyword'],
          ['keyword', word],
        ]),
      ),
    },
    {
      name: 'keyword + 3 filters',
      kind: 'search',
      queries: filterSets
        .slice(0, VARIANTS)
        .map((ids) =>
          params([['search_by', 'keyword'], ['keyword', 'sampling'], ...filterParams(ids)]),
        ),
    },
    {
      name: 'filters only (3)',
      kind: 'search',
      queries: filterSets
        .slice(0, VARIANTS)
        .map((ids) => params([['search_by', 'filters'], ...filterParams(ids)])),
    },
  ]
}
