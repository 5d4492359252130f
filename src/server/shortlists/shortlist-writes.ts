import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { BUYER_ACTION_MESSAGES } from '../../domain/buyer-actions.ts'
import {
  SHORTLIST_ITEMS_MAX,
  SHORTLIST_MESSAGES,
  SHORTLISTS_PER_USER_MAX,
  type ShortlistItemKind,
} from '../../domain/shortlists.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import {
  shortlistItems,
  shortlistMembers,
  shortlists,
  tactics,
  users,
  vendors,
} from '../db/schema/index.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { VENDOR_NOT_FOUND } from '../vendors/vendor-json.ts'
import { photoKeysOfItems, removeUnusedPhotos } from './shortlist-photo-files.ts'
import { colleaguesOf } from './shortlist-queries.ts'

export type ItemInput = { kind: ShortlistItemKind; id: number; note?: string }

/** 404 for a vendor or tactic that does not exist, as the seeds' calls answer an unknown id. */
async function demandItems(db: Database, items: readonly ItemInput[]): Promise<void> {
  const ids = (kind: ShortlistItemKind) => [
    ...new Set(items.filter((i) => i.kind === kind).map((i) => i.id)),
  ]
  const vendorIds = ids('vendor')
  const tacticIds = ids('tactic')
  const [foundVendors, foundTactics] = await Promise.all([
    vendorIds.length
      ? db.select({ id: vendors.id }).from(vendors).where(inArray(vendors.id, vendorIds))
      : [],
    tacticIds.length
      ? db.select({ id: tactics.id }).from(tactics).where(inArray(tactics.id, tacticIds))
      : [],
  ])
  if (foundVendors.length < vendorIds.length) throw new HttpError(404, VENDOR_NOT_FOUND)
  if (foundTactics.length < tacticIds.length) {
    throw new HttpError(404, BUYER_ACTION_MESSAGES.tacticNotFound)
  }
}

/**
 * Marks the list changed and holds its row until the transaction ends: writes to one list's items
 * queue behind each other, so its item count cannot pass the limit between a count and an insert.
 */
export async function touch(tx: Database, shortlistId: number): Promise<void> {
  await tx.update(shortlists).set({ updatedAt: sql`now()` }).where(eq(shortlists.id, shortlistId))
}

const itemColumn = (kind: ShortlistItemKind) =>
  kind === 'vendor' ? shortlistItems.vendorId : shortlistItems.tacticId

export const itemIs = (shortlistId: number, kind: ShortlistItemKind, id: number) =>
  and(
    eq(shortlistItems.shortlistId, shortlistId),
    eq(shortlistItems.kind, kind),
    eq(itemColumn(kind), id),
  )

/**
 * Adds an item, or keeps the one there (docs/spec/workspace.md §1: adding twice keeps one). A
 * note given replaces the note unless a later-arriving write already did: the latest write by the
 * server's time of arrival wins (the transaction's start, `now()`). Answers the item's row id.
 */
async function putItem(
  tx: Database,
  shortlistId: number,
  userId: number,
  item: ItemInput,
): Promise<number> {
  const values = {
    shortlistId,
    kind: item.kind,
    vendorId: item.kind === 'vendor' ? item.id : null,
    tacticId: item.kind === 'tactic' ? item.id : null,
    note: item.note ?? '',
    noteUpdatedAt: item.note === undefined ? null : sql`now()`,
    addedBy: userId,
  }
  const target = [shortlistItems.shortlistId, itemColumn(item.kind)]
  const insert = tx.insert(shortlistItems).values(values)
  await (item.note === undefined
    ? insert.onConflictDoNothing({ target })
    : insert.onConflictDoUpdate({
        target,
        set: { note: sql`excluded.note`, noteUpdatedAt: sql`excluded.note_updated_at` },
        setWhere: sql`${shortlistItems.noteUpdatedAt} IS NULL
          OR ${shortlistItems.noteUpdatedAt} <= excluded.note_updated_at`,
      }))
  const [row] = await tx
    .select({ id: shortlistItems.id })
    .from(shortlistItems)
    .where(itemIs(shortlistId, item.kind, item.id))
  if (!row) throw new Error('The item just written is missing')
  return row.id
}

async function itemCount(tx: Database, shortlistId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(shortlistItems)
    .where(eq(shortlistItems.shortlistId, shortlistId))
  return row?.total ?? 0
}

async function isOnList(tx: Database, shortlistId: number, item: ItemInput): Promise<boolean> {
  const [row] = await tx
    .select({ id: shortlistItems.id })
    .from(shortlistItems)
    .where(itemIs(shortlistId, item.kind, item.id))
  return Boolean(row)
}

/** PUT /shortlists/{id}/items: the item's row id; 422 when a new item would pass 500. */
export async function saveItem(
  db: Database,
  shortlistId: number,
  userId: number,
  item: ItemInput,
): Promise<number> {
  await demandItems(db, [item])
  return db.transaction(async (tx) => {
    await touch(tx, shortlistId)
    const known = await isOnList(tx, shortlistId, item)
    if (!known && (await itemCount(tx, shortlistId)) >= SHORTLIST_ITEMS_MAX) {
      throw new FieldError({ base: [SHORTLIST_MESSAGES.full] })
    }
    return putItem(tx, shortlistId, userId, item)
  })
}

/**
 * DELETE /shortlists/{id}/items/{kind}/{itemId}: whether it was there (removing twice is fine).
 * Its photo goes with it.
 */
export async function removeItem(
  db: Database,
  storage: UploadStorage,
  shortlistId: number,
  kind: ShortlistItemKind,
  id: number,
): Promise<boolean> {
  const { removed, photos } = await db.transaction(async (tx) => {
    const photos = await photoKeysOfItems(tx, itemIs(shortlistId, kind, id))
    const rows = await tx
      .delete(shortlistItems)
      .where(itemIs(shortlistId, kind, id))
      .returning({ id: shortlistItems.id })
    if (rows.length > 0) await touch(tx, shortlistId)
    return { removed: rows.length > 0, photos }
  })
  await removeUnusedPhotos(db, storage, photos)
  return removed
}

async function nameTaken(
  tx: Database,
  ownerId: number,
  name: string,
  except?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(
      and(
        eq(shortlists.ownerId, ownerId),
        sql`lower(${shortlists.name}) = lower(${name})`,
        except === undefined ? undefined : sql`${shortlists.id} <> ${except}`,
      ),
    )
  return Boolean(row)
}

const NAME_TAKEN = () => new FieldError({ name: [SHORTLIST_MESSAGES.nameTaken] })

/**
 * POST /shortlists: the new list's id. The owner's row is held while counting, so two creates at
 * once cannot pass 100 lists or take one name twice.
 */
export async function createShortlist(
  db: Database,
  owner: SessionUser,
  input: { name: string; items?: ItemInput[] },
): Promise<number> {
  const items = [...new Map((input.items ?? []).map((i) => [`${i.kind}:${i.id}`, i])).values()]
  await demandItems(db, items)
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update')
    const [own] = await tx
      .select({ total: count() })
      .from(shortlists)
      .where(eq(shortlists.ownerId, owner.id))
    if ((own?.total ?? 0) >= SHORTLISTS_PER_USER_MAX) {
      throw new FieldError({ base: [SHORTLIST_MESSAGES.tooManyShortlists] })
    }
    if (await nameTaken(tx, owner.id, input.name)) throw NAME_TAKEN()
    const [created] = await tx
      .insert(shortlists)
      .values({ ownerId: owner.id, name: input.name })
      .returning({ id: shortlists.id })
    const shortlistId = created?.id as number
    for (const item of items) await putItem(tx, shortlistId, owner.id, item)
    return shortlistId
  })
}

/** PATCH /shortlists/{id}: the owner renames; the owner's row is held as for a create. */
export async function renameShortlist(
  db: Database,
  owner: SessionUser,
  shortlistId: number,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update')
    if (await nameTaken(tx, owner.id, name, shortlistId)) throw NAME_TAKEN()
    await tx
      .update(shortlists)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(shortlists.id, shortlistId))
  })
}

/** DELETE /shortlists/{id}: the list, its items and their photos. */
export async function deleteShortlist(
  db: Database,
  storage: UploadStorage,
  shortlistId: number,
): Promise<void> {
  const photos = await db.transaction(async (tx) => {
    const keys = await photoKeysOfItems(tx, eq(shortlistItems.shortlistId, shortlistId))
    await tx.delete(shortlists).where(eq(shortlists.id, shortlistId))
    return keys
  })
  await removeUnusedPhotos(db, storage, photos)
}

/**
 * PUT /shortlists/{id}/members: the list is shared with exactly these colleagues; any id that is
 * not one answers 422 naming it, and nothing changes.
 */
export async function setMembers(
  db: Database,
  owner: SessionUser,
  shortlistId: number,
  userIds: number[],
): Promise<void> {
  const found = userIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds), colleaguesOf(owner)))
    : []
  const colleagues = new Set(found.map((row) => row.id))
  const strangers = userIds.filter((id) => !colleagues.has(id))
  if (strangers.length > 0) {
    throw new FieldError({ user_ids: [SHORTLIST_MESSAGES.notColleagues(strangers)] })
  }
  await db.transaction(async (tx) => {
    await touch(tx, shortlistId)
    await tx
      .delete(shortlistMembers)
      .where(
        and(
          eq(shortlistMembers.shortlistId, shortlistId),
          userIds.length ? notInArray(shortlistMembers.userId, userIds) : undefined,
        ),
      )
    if (userIds.length) {
      await tx
        .insert(shortlistMembers)
        .values(userIds.map((userId) => ({ shortlistId, userId })))
        .onConflictDoNothing()
    }
  })
}

/** DELETE /shortlists/{id}/members/me: a colleague leaves a list shared with them. */
export async function leaveShortlist(db: Database, shortlistId: number, userId: number) {
  await db
    .delete(shortlistMembers)
    .where(and(eq(shortlistMembers.shortlistId, shortlistId), eq(shortlistMembers.userId, userId)))
}
