import type { VendorCard, VendorTacticItem } from '#domain/search-results.ts'
import { SHORTLIST_PHOTO_FIELD } from '#domain/shortlist-photos.ts'
import type { ShortlistItemKind, ShortlistPerson } from '#domain/shortlists.ts'
import { keptRequest } from '../../api/kept-request.ts'
import { keptMultipart } from '../../offline/outbox/kept-multipart.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'
import type { ResizedPhoto } from './photo-resize.ts'
import type { PixelSize } from './photo-size.ts'

/** What a saved item shows while its save waits to be sent: the card's own facts. */
export type ItemView = {
  kind: ShortlistItemKind
  id: number
  name: string
  vendor: { id: number; name: string; logo_url: string | null }
  description: string
}

/** A search card's vendor as a save keeps it. */
export const vendorItemView = (vendor: VendorCard): ItemView => ({
  kind: 'vendor',
  id: vendor.id,
  name: vendor.name,
  vendor: { id: vendor.id, name: vendor.name, logo_url: vendor.logo_url },
  description: vendor.description,
})

/** A search card's tactic as a save keeps it. */
export const tacticItemView = ({ vendor, tactic }: VendorTacticItem): ItemView => ({
  kind: 'tactic',
  id: tactic.id,
  name: tactic.name,
  vendor,
  description: tactic.description,
})

/** Every shortlist write the outbox keeps, beside share, quote and recommend (docs/offline.md). */
export const SHORTLIST_WRITE_KINDS = [
  'shortlist_create',
  'shortlist_rename',
  'shortlist_delete',
  'shortlist_item_put',
  'shortlist_item_remove',
  'shortlist_share',
  'shortlist_leave',
  'shortlist_photo_put',
  'shortlist_photo_remove',
] as const
export type ShortlistWriteKind = (typeof SHORTLIST_WRITE_KINDS)[number]

export const isShortlistWrite = (submission: Pick<Submission, 'kind'>) =>
  (SHORTLIST_WRITE_KINDS as readonly string[]).includes(submission.kind)

/** A write as the outbox keeps it, before its key is given. */
export type ShortlistWrite = Omit<Submission, 'idempotencyKey'> & { kind: ShortlistWriteKind }

const itemName = (view: Pick<ItemView, 'name'>) => view.name

/** POST /shortlists, with the item of the first save in the same write. */
export function createWrite(name: string, item?: ItemView): ShortlistWrite {
  const items = item ? [{ kind: item.kind, id: item.id }] : undefined
  return {
    kind: 'shortlist_create',
    ...keptRequest('$post', '/shortlists', {}, items ? { name, items } : { name }),
    summary: item ? `Save ${itemName(item)} to ${name}` : `Create the shortlist ${name}`,
    view: item ? [item] : [],
  }
}

export const renameWrite = (id: number, from: string, name: string): ShortlistWrite => ({
  kind: 'shortlist_rename',
  ...keptRequest('$patch', '/shortlists/:id', { id }, { name }),
  summary: `Rename ${from} to ${name}`,
})

export const deleteWrite = (id: number, name: string): ShortlistWrite => ({
  kind: 'shortlist_delete',
  ...keptRequest('$delete', '/shortlists/:id', { id }, undefined),
  summary: `Delete ${name}`,
})

/** PUT of an item: a save, or a note (`note` given) on an item of the list. */
export function putItemWrite(
  list: { id: number; name: string },
  item: ItemView,
  note?: string,
): ShortlistWrite {
  const body = { kind: item.kind, id: item.id, ...(note === undefined ? {} : { note }) }
  return {
    kind: 'shortlist_item_put',
    ...keptRequest('$put', '/shortlists/:id/items', { id: list.id }, body),
    summary:
      note === undefined
        ? `Save ${itemName(item)} to ${list.name}`
        : `Note on ${itemName(item)} in ${list.name}`,
    view: item,
  }
}

export const removeItemWrite = (
  list: { id: number; name: string },
  item: Pick<ItemView, 'kind' | 'id' | 'name'>,
): ShortlistWrite => ({
  kind: 'shortlist_item_remove',
  ...keptRequest(
    '$delete',
    '/shortlists/:id/items/:kind/:itemId',
    { id: list.id, kind: item.kind, itemId: item.id },
    undefined,
  ),
  summary: `Remove ${itemName(item)} from ${list.name}`,
})

export const shareWrite = (
  list: { id: number; name: string },
  members: ShortlistPerson[],
): ShortlistWrite => ({
  kind: 'shortlist_share',
  ...keptRequest(
    '$put',
    '/shortlists/:id/members',
    { id: list.id },
    { user_ids: members.map((m) => m.id) },
  ),
  summary: `Share ${list.name} with ${members.length} ${members.length === 1 ? 'colleague' : 'colleagues'}`,
  view: members,
})

export const leaveWrite = (id: number, name: string): ShortlistWrite => ({
  kind: 'shortlist_leave',
  ...keptRequest('$delete', '/shortlists/:id/members/me', { id }, undefined),
  summary: `Leave ${name}`,
})

/** The item a photo write is about, and the list it is on. */
const photoPath = (list: { id: number }, item: Pick<ItemView, 'kind' | 'id'>) =>
  ({ id: list.id, kind: item.kind, itemId: item.id }) as const

/**
 * PUT of an item's booth photo (§6), multipart: the JPEG resized on the device, which the outbox
 * keeps as a Blob when there is no network and sends once when back online. The view keeps its
 * size, so the card shows it in its place while it waits.
 */
export function photoWrite(
  list: { id: number; name: string },
  item: Pick<ItemView, 'kind' | 'id' | 'name'>,
  photo: ResizedPhoto,
): ShortlistWrite {
  const size: PixelSize = { width: photo.width, height: photo.height }
  return {
    kind: 'shortlist_photo_put',
    ...keptRequest(
      '$put',
      '/shortlists/:id/items/:kind/:itemId/photo',
      photoPath(list, item),
      undefined,
    ),
    body: keptMultipart({}, [
      { field: SHORTLIST_PHOTO_FIELD, name: 'photo.jpg', blob: photo.blob },
    ]),
    summary: `Photo of ${itemName(item)} in ${list.name}`,
    view: size,
  }
}

export const removePhotoWrite = (
  list: { id: number; name: string },
  item: Pick<ItemView, 'kind' | 'id' | 'name'>,
): ShortlistWrite => ({
  kind: 'shortlist_photo_remove',
  ...keptRequest(
    '$delete',
    '/shortlists/:id/items/:kind/:itemId/photo',
    photoPath(list, item),
    undefined,
  ),
  summary: `Remove the photo of ${itemName(item)} in ${list.name}`,
})
