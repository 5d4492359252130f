import { type SQL, sql } from 'drizzle-orm'
import type { SavedSearchQuery } from '../../domain/saved-searches.ts'
import {
  type TacticSearchQuery,
  toTacticSearch,
  toVendorSearch,
  type VendorSearchQuery,
} from '../../domain/search-query.ts'
import type { VendorCard, VendorTacticItem } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { rankedPage } from '../search/ranked-page.ts'
import type { SearchSpec } from '../search/run-search.ts'
import { TACTIC_SEARCH, VENDOR_SEARCH } from '../search/search-specs.ts'

/** A saved search as the search routes run it: the spec and query of its tab. */
type SavedSearchRun =
  | {
      tab: 'tactics'
      spec: SearchSpec<TacticSearchQuery, VendorTacticItem>
      query: TacticSearchQuery
    }
  | { tab: 'vendors'; spec: SearchSpec<VendorSearchQuery, VendorCard>; query: VendorSearchQuery }

/** The parameters the app's search screen sends for this URL (src/app/features/search/search-request.ts). */
function searchRunOf(saved: SavedSearchQuery): SavedSearchRun {
  const common = { keyword: saved.keyword, autocomplete: false }
  if (saved.tab === 'vendors') {
    const query = toVendorSearch({
      ...common,
      vendor_type_id: saved.vendorType,
      'service_coverages[]': saved.coverage,
      all_countries: saved.allCountries,
      'diversity_certification_ids[]': saved.certifications,
      years_in_business_min: saved.yearsMin,
      years_in_business_max: saved.yearsMax,
      event: saved.event,
    })
    return { tab: 'vendors', spec: VENDOR_SEARCH, query }
  }
  const query = toTacticSearch({
    ...common,
    path_to_purchase_id: saved.stage,
    tactic_type_id: saved.tacticType,
    'filter_option_ids[]': saved.options,
    'approved_retailers[]': saved.retailers,
    turnaround_time: saved.turnaround,
    in_house_service: saved.inHouse,
    e_commerce_service: saved.eCommerce,
    event: saved.event,
  })
  return { tab: 'tactics', spec: TACTIC_SEARCH, query }
}

/** The results created in (since, until]: a tactic or vendor row's creation is its appearance. */
function appearedIn(run: SavedSearchRun, since: Date, until: Date): SQL {
  const [table, key] =
    run.tab === 'tactics' ? ['tactics', 'tactic_id'] : (['vendors', 'vendor_id'] as const)
  return sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} n
    WHERE n.id = d.${sql.identifier(key)}
      AND n.created_at > ${since.toISOString()}::timestamptz
      AND n.created_at <= ${until.toISOString()}::timestamptz)`
}

export type NewMatches = { tab: SavedSearchQuery['tab']; total: number; ids: number[] }

/**
 * The tactics or vendors that match a saved search (with the search's own conditions and ranking,
 * src/server/search/) and appeared in (since, until]: their count and the first `limit` ids.
 */
export async function newMatches(
  db: Database,
  saved: SavedSearchQuery,
  window: { since: Date; until: Date; limit: number },
): Promise<NewMatches> {
  const run = searchRunOf(saved)
  const conditions = await (run.tab === 'tactics'
    ? run.spec.conditions(db, run.query)
    : run.spec.conditions(db, run.query))
  const ranked = await rankedPage(db, run.spec.target, {
    keyword: run.query.keyword,
    conditions: [...conditions, appearedIn(run, window.since, window.until)],
    limit: window.limit,
    offset: 0,
  })
  return { tab: run.tab, total: ranked.total, ids: ranked.ids }
}

/** The search's own cards of the matches (a digest names and links them). */
export async function matchCards(db: Database, matches: NewMatches) {
  return matches.tab === 'vendors'
    ? { tab: 'vendors' as const, vendors: await VENDOR_SEARCH.cards(db, matches.ids) }
    : { tab: 'tactics' as const, tactics: await TACTIC_SEARCH.cards(db, matches.ids) }
}
