import { and, count, desc, eq } from 'drizzle-orm'
import type { SavedSearch, SavedSearchPage } from '../../domain/saved-searches.ts'
import { SAVED_SEARCH_MESSAGES } from '../../domain/saved-searches.ts'
import type { Database } from '../db/client.ts'
import { savedSearches } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { remainingFilters } from './saved-search-filters.ts'
import { newMatches } from './saved-search-matches.ts'

type Row = typeof savedSearches.$inferSelect

const iso = (value: Date) => new Date(value).toISOString()

/** A row as the calls answer it, with what remains of its filters and its new matches. */
export async function savedSearchJson(
  db: Database,
  row: Row,
  now = new Date(),
): Promise<SavedSearch> {
  const remaining = await remainingFilters(db, row.query)
  const matches = await newMatches(db, remaining.query, {
    since: row.lastOpenedAt,
    until: now,
    limit: 0,
  })
  return {
    id: row.id,
    name: row.name,
    query: remaining.query,
    alerts: row.alerts,
    new_count: matches.total,
    filters_missing: remaining.missing,
    last_opened_at: iso(row.lastOpenedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}

/** The user's saved searches, newest first. */
export async function savedSearchPage(
  db: Database,
  userId: number,
  paging: { page: number; perPage: number },
): Promise<SavedSearchPage> {
  const mine = eq(savedSearches.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(mine)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(savedSearches).where(mine),
  ])
  const now = new Date()
  const list: SavedSearch[] = []
  for (const row of rows) list.push(await savedSearchJson(db, row, now))
  return {
    saved_searches: list,
    page: paging.page,
    per_page: paging.perPage,
    total_count: total?.total ?? 0,
  }
}

/** The user's own saved search of the path; anyone else's is the 404 of an unknown id. */
export async function ownSavedSearch(
  db: Database,
  userId: number,
  id: number | null,
): Promise<Row> {
  const [row] =
    id === null
      ? []
      : await db
          .select()
          .from(savedSearches)
          .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
  if (!row) throw new HttpError(404, SAVED_SEARCH_MESSAGES.notFound)
  return row
}
