import { sql } from 'drizzle-orm'
import type { SearchTab } from '../../domain/search.ts'
import { AUTOCOMPLETE_ITEMS } from '../../domain/search.ts'
import type { Suggestion, SuggestionKind } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
import { CATALOGUE_VERSION, type Versioned } from './catalogue-version.ts'
import { queryRows } from './query-rows.ts'
import { textArray } from './sql-arrays.ts'

export type Suggestions = { suggestions: Suggestion[]; total: number }

/** What each tab suggests, and which kind its "View All (N)" counts. */
const TAB_KINDS: Record<SearchTab, { kinds: SuggestionKind[]; counted: SuggestionKind }> = {
  vendors: { kinds: ['vendor'], counted: 'vendor' },
  tactics: { kinds: ['tactic_type', 'tactic'], counted: 'tactic' },
}

/**
 * Suggestions whose name has a word starting with what was typed (or with its correction, for a
 * typo), from the distinct names' prefix index: never a ranked full-text search, and never a visit
 * to each matching item. Names that start with it come first, then shorter ones; a name shared by
 * several items shows once, and counts them all.
 */
export async function suggest(
  db: Database,
  keyword: string,
  tab: SearchTab,
): Promise<Versioned<Suggestions>> {
  const { kinds, counted } = TAB_KINDS[tab]
  const [row] = await queryRows<Suggestions & { version: string }>(
    db,
    sql`
      WITH typed AS MATERIALIZED (
        SELECT search_suggestion_key(${keyword}, ${textArray(kinds)}) AS key
      ), names AS MATERIALIZED (
        SELECT DISTINCT ON (n.kind, n.name_key) n.kind, n.name_key, n.term, n.word_position,
          n.item_count, n.item_id, n.vendor_id
        FROM search_suggestion_names n, typed
        WHERE typed.key <> '' AND n.kind = ANY(${textArray(kinds)})
          AND n.term_key ~>=~ typed.key AND n.term_key ~<~ (typed.key || chr(1114111))
        ORDER BY n.kind, n.name_key, n.word_position
      )
      SELECT ${CATALOGUE_VERSION} AS version,
        (SELECT coalesce(sum(item_count), 0)::int FROM names WHERE kind = ${counted}) AS total,
        coalesce((
          SELECT json_agg(json_build_object('kind', kind, 'id', item_id, 'vendor_id', vendor_id,
              'name', term)
            ORDER BY kind DESC, word_position > 0, length(term), term)
          FROM (
            SELECT * FROM names
            ORDER BY kind DESC, word_position > 0, length(term), term
            LIMIT ${AUTOCOMPLETE_ITEMS}) best), '[]') AS suggestions`,
  )
  if (!row) throw new Error('The suggestions query answered no row')
  const { version, ...suggestions } = row
  return { version, value: suggestions }
}
