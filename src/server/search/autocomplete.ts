import { sql } from 'drizzle-orm'
import type { SearchTab } from '../../domain/search.ts'
import { AUTOCOMPLETE_ITEMS } from '../../domain/search.ts'
import type { Suggestion, SuggestionKind } from '../../domain/search-results.ts'
import type { Database } from '../db/client.ts'
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
 * typo), from the suggestion table's prefix index: never a ranked full-text search. Names that
 * start with it come first, then shorter ones; a name shared by several tactics shows once.
 */
export async function suggest(db: Database, keyword: string, tab: SearchTab): Promise<Suggestions> {
  const { kinds, counted } = TAB_KINDS[tab]
  const [row] = await queryRows<Suggestions>(
    db,
    sql`
      WITH typed AS MATERIALIZED (
        SELECT search_suggestion_key(${keyword}, ${textArray(kinds)}) AS key
      ), matches AS MATERIALIZED (
        SELECT s.kind, s.vendor_id, s.tactic_id, s.tactic_type_id, s.term, s.word_position,
          coalesce(s.tactic_id, s.tactic_type_id, s.vendor_id) AS id
        FROM search_suggestions s, typed
        WHERE typed.key <> '' AND s.kind = ANY(${textArray(kinds)})
          AND s.term_key ~>=~ typed.key AND s.term_key ~<~ (typed.key || chr(1114111))
      ), distinct_terms AS (
        SELECT DISTINCT ON (kind, lower(term)) *
        FROM matches ORDER BY kind, lower(term), word_position, id
      )
      SELECT
        (SELECT count(DISTINCT id)::int FROM matches
          WHERE kind = ${counted}) AS total,
        coalesce((
          SELECT json_agg(json_build_object('kind', kind, 'id', id, 'vendor_id', vendor_id,
              'name', term)
            ORDER BY kind DESC, word_position > 0, length(term), term)
          FROM (
            SELECT * FROM distinct_terms
            ORDER BY kind DESC, word_position > 0, length(term), term
            LIMIT ${AUTOCOMPLETE_ITEMS}) best), '[]') AS suggestions`,
  )
  return row ?? { suggestions: [], total: 0 }
}
