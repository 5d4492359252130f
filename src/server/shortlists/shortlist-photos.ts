import { and, eq } from 'drizzle-orm'
import {
  SHORTLIST_PHOTO_FIELD,
  SHORTLIST_PHOTO_MAX_BYTES,
  SHORTLIST_PHOTO_MAX_SIDE,
  SHORTLIST_PHOTO_MESSAGES,
} from '../../domain/shortlist-photos.ts'
import { SHORTLIST_MESSAGES, type ShortlistItemKind } from '../../domain/shortlists.ts'
import { UPLOAD_TOO_COMPLEX, UPLOADS_BUSY } from '../../domain/upload-messages.ts'
import type { Database } from '../db/client.ts'
import { shortlistItemPhotos, shortlistItems, shortlists } from '../db/schema/index.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import { acceptUpload, type UploadRule } from '../uploads/accept-upload.ts'
import type { StoredUpload, UploadStorage } from '../uploads/upload-storage.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { removeUnusedPhotos } from './shortlist-photo-files.ts'
import { itemIs, touch } from './shortlist-writes.ts'

/**
 * Booth photos (docs/spec/workspace.md §6): jpeg, png or WebP by content, with the checks of every
 * image upload, re-encoded as a jpeg of at most 1600 px a side without metadata (no location
 * leaves the photo), kept in the private folder.
 */
export const SHORTLIST_PHOTO_UPLOAD: UploadRule = {
  folder: 'shortlist-photos',
  kinds: ['jpeg', 'png', 'webp'],
  maxBytes: SHORTLIST_PHOTO_MAX_BYTES,
  maxSide: SHORTLIST_PHOTO_MAX_SIDE,
  output: 'jpeg',
  variants: false,
}

const refusal = (message: string) => new FieldError({ [SHORTLIST_PHOTO_FIELD]: [message] })

const REFUSALS = {
  format: SHORTLIST_PHOTO_MESSAGES.format,
  size: SHORTLIST_PHOTO_MESSAGES.tooLarge,
  heavy: UPLOAD_TOO_COMPLEX,
  busy: UPLOADS_BUSY,
}

type ItemRef = { kind: ShortlistItemKind; id: number }
type StoredPhoto = { storageKey: string; width: number; height: number; size: number }

/** The item's row id on the list; 404 when it is not on it. */
async function itemRowId(db: Database, shortlistId: number, item: ItemRef): Promise<number> {
  const [row] = await db
    .select({ id: shortlistItems.id })
    .from(shortlistItems)
    .where(itemIs(shortlistId, item.kind, item.id))
  if (!row) throw new HttpError(404, SHORTLIST_MESSAGES.itemNotFound)
  return row.id
}

/** Checks and keeps the file sent, or a 422 under `photo` saying why not. */
async function storePhoto(storage: UploadStorage, sent: unknown): Promise<StoredPhoto> {
  if (Array.isArray(sent)) throw refusal(SHORTLIST_PHOTO_MESSAGES.one)
  if (!(sent instanceof File)) throw refusal(SHORTLIST_PHOTO_MESSAGES.format)
  const stored = await acceptUpload(storage, sent, SHORTLIST_PHOTO_UPLOAD)
  if (!stored.ok) throw refusal(REFUSALS[stored.reason])
  if (!stored.pixels) throw refusal(SHORTLIST_PHOTO_MESSAGES.format)
  return {
    storageKey: stored.url.replace(/^\/uploads\//, ''),
    width: stored.pixels.width,
    height: stored.pixels.height,
    size: stored.size,
  }
}

/**
 * PUT /shortlists/{id}/items/{kind}/{itemId}/photo: the item's photo is the one sent (one per
 * item: it replaces any before it, whose file goes unless another item shows it). 404 before the
 * file is read when the item is not on the list. Writes to one list queue on its row, as the
 * item writes do, so of two photos sent at once the later one stays. Answers the item's row id.
 */
export async function putPhoto(
  db: Database,
  storage: UploadStorage,
  shortlistId: number,
  userId: number,
  item: ItemRef,
  sent: unknown,
): Promise<number> {
  await itemRowId(db, shortlistId, item)
  const photo = await storePhoto(storage, sent)
  try {
    const { itemId, replaced } = await db.transaction(async (tx) => {
      await touch(tx, shortlistId)
      const itemId = await itemRowId(tx, shortlistId, item)
      const replaced = await tx
        .delete(shortlistItemPhotos)
        .where(eq(shortlistItemPhotos.itemId, itemId))
        .returning({ key: shortlistItemPhotos.storageKey })
      await tx.insert(shortlistItemPhotos).values({ itemId, addedBy: userId, ...photo })
      return { itemId, replaced: replaced.map((row) => row.key) }
    })
    await removeUnusedPhotos(db, storage, replaced)
    return itemId
  } catch (error) {
    // Taken off the list meanwhile: the file just stored is no one's.
    await removeUnusedPhotos(db, storage, [photo.storageKey])
    throw error
  }
}

/**
 * DELETE /shortlists/{id}/items/{kind}/{itemId}/photo: the item keeps no photo; whether it had one
 * (removing twice is fine). The list's row is held first, as a PUT holds it.
 */
export async function removePhoto(
  db: Database,
  storage: UploadStorage,
  shortlistId: number,
  item: ItemRef,
): Promise<{ itemId: number; removed: boolean }> {
  const { itemId, keys } = await db.transaction(async (tx) => {
    await tx
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(eq(shortlists.id, shortlistId))
      .for('update')
    const itemId = await itemRowId(tx, shortlistId, item)
    const removed = await tx
      .delete(shortlistItemPhotos)
      .where(eq(shortlistItemPhotos.itemId, itemId))
      .returning({ key: shortlistItemPhotos.storageKey })
    if (removed.length > 0) await touch(tx, shortlistId)
    return { itemId, keys: removed.map((row) => row.key) }
  })
  await removeUnusedPhotos(db, storage, keys)
  return { itemId, removed: keys.length > 0 }
}

/** GET /shortlists/{id}/photos/{photoId}: the stored photo of an item of this list; else 404. */
export async function photoFile(
  db: Database,
  storage: UploadStorage,
  shortlistId: number,
  rawPhotoId: string,
): Promise<StoredUpload> {
  const photoId = pathId(rawPhotoId)
  const [row] =
    photoId === null
      ? []
      : await db
          .select({ key: shortlistItemPhotos.storageKey })
          .from(shortlistItemPhotos)
          .innerJoin(shortlistItems, eq(shortlistItems.id, shortlistItemPhotos.itemId))
          .where(
            and(eq(shortlistItemPhotos.id, photoId), eq(shortlistItems.shortlistId, shortlistId)),
          )
  const upload = row && (await storage.read(row.key))
  if (!row || !upload) throw new HttpError(404, SHORTLIST_PHOTO_MESSAGES.notFound)
  return upload
}
