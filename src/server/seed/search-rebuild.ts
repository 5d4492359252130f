import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

/*
 * The search read models follow every write through the triggers of migration 0004, one statement
 * at a time: a bulk load would rebuild each tactic's document once for the tactic and again for
 * its types and its filters. The seed defers them for its transaction and rebuilds once at its end.
 */

/** Until the end of the current transaction, triggers leave the search read models alone. */
export async function deferSearchUpdates(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT set_config('search.deferred', 'on', true)`)
}

/** Builds every search document, suggestion and word from the catalogue as it stands. */
export async function rebuildSearch(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT set_config('search.deferred', 'off', true)`)
  await tx.execute(sql`SELECT search_rebuild()`)
}
