import type {
  SavedItem,
  ShortlistDetail,
  ShortlistItem,
  ShortlistItemKind,
  ShortlistPerson,
  ShortlistSummary,
} from '#domain/shortlists.ts'
import { isKeptMultipart } from '../../offline/outbox/kept-multipart.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'
import type { PixelSize } from './photo-size.ts'
import type { ItemView } from './shortlist-writes.ts'

/**
 * The device's own view of the shortlists (docs/spec/workspace.md §1 "Offline"): the server's last
 * answer with the writes still waiting (in the outbox, or on their way) applied on top, in the order
 * they were made, each marked as waiting until the server has it.
 */

/** A write not yet answered by the server. */
export type PendingWrite = { submission: Submission; at: number }

type Item = { kind: ShortlistItemKind; id: number }
/** A photo taken on this device that the server has not got yet: shown from its bytes. */
export type DevicePhoto = PixelSize & { blob: Blob }
export type Op =
  | { op: 'create'; list: number; name: string; items: Item[]; views: ItemView[] }
  | { op: 'rename'; list: number; name: string }
  | { op: 'drop'; list: number }
  | { op: 'put'; list: number; item: Item; note?: string; view?: ItemView }
  | { op: 'remove'; list: number; item: Item }
  | { op: 'share'; list: number; members: ShortlistPerson[] }
  /** An item's photo put (`photo`) or removed (null). */
  | { op: 'photo'; list: number; item: Item; photo: DevicePhoto | null }

/**
 * A list created on this device and not sent yet has no id: it goes by a negative one made from
 * its write's key, the same on every read.
 */
export function pendingListId(idempotencyKey: string): number {
  const hex = idempotencyKey.replace(/[^0-9a-f]/gi, '').slice(0, 12) || '0'
  return -(Number.parseInt(hex, 16) + 1)
}

const LIST = /^\/shortlists\/(\d+)/
/** An item's path, or its photo's. */
const ITEM_PATH = /^\/shortlists\/(\d+)\/items\/(vendor|tactic)\/(\d+)(?:\/photo)?$/

/** The photo a photo write sends: its kept JPEG and the size its view recorded. */
function sentPhoto(body: unknown, view: unknown): DevicePhoto | null {
  const file = isKeptMultipart(body) ? body.multipart.files[0] : undefined
  const size = view as Partial<PixelSize> | undefined
  if (!file || typeof size?.width !== 'number' || typeof size.height !== 'number') return null
  return { blob: file.blob, width: size.width, height: size.height }
}

/** The write's meaning, read from what the outbox keeps of it. */
export function opOf({ kind, path, body, view, idempotencyKey }: Submission): Op | null {
  const list = Number(LIST.exec(path)?.[1] ?? Number.NaN)
  const data = (body ?? {}) as Record<string, unknown>
  switch (kind) {
    case 'shortlist_create':
      return {
        op: 'create',
        list: pendingListId(idempotencyKey),
        name: String(data.name),
        items: (data.items as Item[] | undefined) ?? [],
        views: (view as ItemView[] | undefined) ?? [],
      }
    case 'shortlist_rename':
      return { op: 'rename', list, name: String(data.name) }
    case 'shortlist_delete':
    case 'shortlist_leave':
      return { op: 'drop', list }
    case 'shortlist_item_put':
      return {
        op: 'put',
        list,
        item: { kind: data.kind as ShortlistItemKind, id: Number(data.id) },
        note: typeof data.note === 'string' ? data.note : undefined,
        view: view as ItemView | undefined,
      }
    case 'shortlist_item_remove': {
      const [, , itemKind, itemId] = ITEM_PATH.exec(path) ?? []
      if (!itemKind) return null
      return {
        op: 'remove',
        list,
        item: { kind: itemKind as ShortlistItemKind, id: Number(itemId) },
      }
    }
    case 'shortlist_share':
      return { op: 'share', list, members: (view as ShortlistPerson[] | undefined) ?? [] }
    case 'shortlist_photo_put':
    case 'shortlist_photo_remove': {
      const [, , itemKind, itemId] = ITEM_PATH.exec(path) ?? []
      const photo = kind === 'shortlist_photo_put' ? sentPhoto(body, view) : null
      if (!itemKind || (kind === 'shortlist_photo_put' && !photo)) return null
      const item = { kind: itemKind as ShortlistItemKind, id: Number(itemId) }
      return { op: 'photo', list, item, photo }
    }
    default:
      return null
  }
}

const ordered = (writes: readonly PendingWrite[]) =>
  [...writes]
    .sort((a, b) => a.at - b.at)
    .flatMap((write) => {
      const op = opOf(write.submission)
      return op ? [{ op, at: new Date(write.at).toISOString() }] : []
    })

const itemKey = (item: Item) => `${item.kind}:${item.id}`

/** Which lists hold which item, as the server said, then as the waiting writes change it. */
function memberships(saved: readonly SavedItem[]) {
  const lists = new Map<string, Set<number>>()
  for (const entry of saved) lists.set(itemKey(entry), new Set(entry.shortlist_ids))
  const of = (item: Item) => {
    const key = itemKey(item)
    let set = lists.get(key)
    if (!set) {
      set = new Set()
      lists.set(key, set)
    }
    return set
  }
  return { lists, of }
}

/** GET /shortlists/saved_items with the waiting writes: what each save control shows. */
export function overlaySaved(
  saved: readonly SavedItem[],
  writes: readonly PendingWrite[],
): SavedItem[] {
  const { lists, of } = memberships(saved)
  for (const { op } of ordered(writes)) {
    if (op.op === 'create') for (const item of op.items) of(item).add(op.list)
    else if (op.op === 'put') of(op.item).add(op.list)
    else if (op.op === 'remove') of(op.item).delete(op.list)
    else if (op.op === 'drop') for (const set of lists.values()) set.delete(op.list)
  }
  return [...lists.entries()].flatMap(([key, set]) => {
    if (set.size === 0) return []
    const [kind, id] = key.split(':')
    return [{ kind: kind as ShortlistItemKind, id: Number(id), shortlist_ids: [...set] }]
  })
}

export type ShownSummary = ShortlistSummary & { waiting: boolean }

const byLastChange = (a: ShownSummary, b: ShownSummary) =>
  Number(b.own) - Number(a.own) || b.updated_at.localeCompare(a.updated_at)

/** GET /shortlists with the waiting writes: counts, names and last changes as the device knows them. */
export function overlayList(
  summaries: readonly ShortlistSummary[],
  saved: readonly SavedItem[],
  writes: readonly PendingWrite[],
  me: ShortlistPerson,
): ShownSummary[] {
  const lists = new Map<number, ShownSummary>(
    summaries.map((summary) => [summary.id, { ...summary, waiting: false }]),
  )
  const { of } = memberships(saved)
  const changed = (id: number, at: string) => {
    const list = lists.get(id)
    if (list) lists.set(id, { ...list, updated_at: at, waiting: true })
    return lists.get(id)
  }
  for (const { op, at } of ordered(writes)) {
    if (op.op === 'create') {
      for (const item of op.items) of(item).add(op.list)
      lists.set(op.list, {
        id: op.list,
        name: op.name,
        own: true,
        owner: me,
        item_count: op.items.length,
        tactic_count: op.items.filter((item) => item.kind === 'tactic').length,
        created_at: at,
        updated_at: at,
        waiting: true,
      })
    } else if (op.op === 'drop') lists.delete(op.list)
    else {
      const list = changed(op.list, at)
      if (!list) continue
      if (op.op === 'rename') list.name = op.name
      const tactic = op.op !== 'share' && op.op !== 'rename' && op.item.kind === 'tactic' ? 1 : 0
      if (op.op === 'put' && !of(op.item).has(op.list)) {
        of(op.item).add(op.list)
        list.item_count += 1
        list.tactic_count += tactic
      } else if (op.op === 'remove' && of(op.item).has(op.list)) {
        of(op.item).delete(op.list)
        list.item_count -= 1
        list.tactic_count -= tactic
      }
    }
  }
  return [...lists.values()].sort(byLastChange)
}

export type ShownItem = ShortlistItem & {
  waiting: boolean
  /** A photo of this device's waiting to be sent: shown instead of `photo`. */
  devicePhoto: DevicePhoto | null
}
export type ShownDetail = Omit<ShortlistDetail, 'items'> & {
  items: ShownItem[]
  /** A rename or a share of the list waits. */
  waiting: boolean
}

/** A saved item shown from what its save kept, before the server answers with its card. */
function itemFromView(view: ItemView, me: ShortlistPerson, at: string, note = ''): ShownItem {
  const common = {
    id: view.id,
    note,
    note_updated_at: note ? at : null,
    added_by: me,
    added_at: at,
    photo: null,
    devicePhoto: null,
    waiting: true,
  }
  if (view.kind === 'vendor') {
    return {
      ...common,
      kind: 'vendor',
      vendor: {
        id: view.id,
        name: view.name,
        logo_url: view.vendor.logo_url,
        featured: false,
        service_coverage: '',
        vendor_types: [],
        description: view.description,
        years_in_business: null,
        diversity_certifications: [],
      },
    }
  }
  return {
    ...common,
    kind: 'tactic',
    tactic: {
      vendor: view.vendor,
      tactic: {
        id: view.id,
        vendor_id: view.vendor.id,
        name: view.name,
        description: view.description,
        featured: false,
        tactic_types: [],
      },
    },
  }
}

/** GET /shortlists/{id} with the waiting writes; null when a waiting write deletes or leaves it. */
export function overlayDetail(
  detail: ShortlistDetail,
  writes: readonly PendingWrite[],
  me: ShortlistPerson,
): ShownDetail | null {
  let shown: ShownDetail = {
    ...detail,
    items: detail.items.map((item) => ({ ...item, waiting: false, devicePhoto: null })),
    waiting: false,
  }
  const same = (item: Item) => (entry: ShownItem) =>
    entry.kind === item.kind && entry.id === item.id
  for (const { op, at } of ordered(writes)) {
    if (op.list !== detail.id) continue
    if (op.op === 'drop') return null
    if (op.op === 'rename') shown = { ...shown, name: op.name, waiting: true, updated_at: at }
    else if (op.op === 'share') shown = { ...shown, members: op.members, waiting: true }
    else if (op.op === 'photo') {
      // A new photo shows from the device; a removal hides the server's at once.
      const photo = op.photo
      const items = shown.items.map((entry) =>
        same(op.item)(entry)
          ? { ...entry, photo: photo ? entry.photo : null, devicePhoto: photo, waiting: true }
          : entry,
      )
      shown = { ...shown, items, updated_at: at }
    } else if (op.op === 'remove') {
      const items = shown.items.filter((entry) => !same(op.item)(entry))
      const removed = shown.items.length - items.length
      shown = { ...shown, items, item_count: shown.item_count - removed, updated_at: at }
    } else if (op.op === 'put') {
      const existing = shown.items.find(same(op.item))
      if (existing) {
        const noted =
          op.note === undefined ? {} : { note: op.note, note_updated_at: at as string | null }
        const items = shown.items.map((entry) =>
          entry === existing ? { ...entry, ...noted, waiting: true } : entry,
        )
        shown = { ...shown, items, updated_at: at }
      } else if (op.view) {
        const item = itemFromView(op.view, me, at, op.note)
        shown = {
          ...shown,
          items: [item, ...shown.items],
          item_count: shown.item_count + 1,
          updated_at: at,
        }
      }
    }
  }
  return shown
}
