import { eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { shortlistItemPhotos, shortlistItems } from '../db/schema/index.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'

/**
 * The stored files of the photos on the items `where` picks: read before those items (or their
 * lists, their owner, their tactic) are deleted, whose photo rows go with them.
 */
export async function photoKeysOfItems(db: Database, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ key: shortlistItemPhotos.storageKey })
    .from(shortlistItemPhotos)
    .innerJoin(shortlistItems, eq(shortlistItems.id, shortlistItemPhotos.itemId))
    .where(where)
  return rows.map((row) => row.key)
}

/**
 * Removes the stored photos no item shows any more (removed, replaced, or deleted with their item).
 * Files are named by their content, so two items may share one: it stays while another shows it.
 * Run with the handle that made the change (a request's transaction sees its own deletions); a
 * rollback after it leaves a row without its file, which answers 404 and is replaced by the retry.
 */
export async function removeUnusedPhotos(
  db: Database,
  storage: UploadStorage,
  keys: readonly string[],
): Promise<void> {
  const candidates = [...new Set(keys)]
  if (candidates.length === 0) return
  const shown = await db
    .select({ key: shortlistItemPhotos.storageKey })
    .from(shortlistItemPhotos)
    .where(inArray(shortlistItemPhotos.storageKey, candidates))
  const kept = new Set(shown.map((row) => row.key))
  await Promise.all(candidates.filter((key) => !kept.has(key)).map((key) => storage.delete(key)))
}
