import { count, eq, sql } from 'drizzle-orm'
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PER_USER_MAX,
  type SavedSearchQuery,
} from '../../domain/saved-searches.ts'
import type { Database } from '../db/client.ts'
import { savedSearches, users } from '../db/schema/index.ts'
import { FieldError } from '../http-errors.ts'

type Row = typeof savedSearches.$inferSelect

/**
 * Saves a search, at most 50 per user: the user's row is held until the insert, so two saves at
 * once cannot both pass the count.
 */
export async function createSavedSearch(
  db: Database,
  userId: number,
  input: { name: string; query: SavedSearchQuery; alerts: boolean },
): Promise<Row> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [own] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
    if ((own?.total ?? 0) >= SAVED_SEARCHES_PER_USER_MAX) {
      throw new FieldError({ base: [SAVED_SEARCH_MESSAGES.tooMany] })
    }
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, query: input.query, alerts: input.alerts })
      .returning()
    return created as Row
  })
}

/** Renames it, turns its alerts on or off, or marks it opened (its new matches are then seen). */
export async function updateSavedSearch(
  db: Database,
  id: number,
  input: { name?: string; alerts?: boolean; opened?: true },
): Promise<Row> {
  const [updated] = await db
    .update(savedSearches)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.alerts === undefined ? {} : { alerts: input.alerts }),
      ...(input.opened ? { lastOpenedAt: sql`now()` } : {}),
      ...(input.name === undefined && input.alerts === undefined ? {} : { updatedAt: sql`now()` }),
    })
    .where(eq(savedSearches.id, id))
    .returning()
  return updated as Row
}

export async function deleteSavedSearch(db: Database, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id))
}
