import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import {
  type SavedItem,
  SHORTLIST_PAGE_SIZE,
  SHORTLIST_ROLES,
  type ShortlistColleaguePage,
  type ShortlistItem,
  type ShortlistPage,
  type ShortlistPageQuery,
  type ShortlistPerson,
  type ShortlistSummary,
} from '../../domain/shortlists.ts'
import type { Database } from '../db/client.ts'
import {
  shortlistItemPhotos,
  shortlistItems,
  shortlistMembers,
  shortlists,
  users,
} from '../db/schema/index.ts'
import { tacticCards } from '../search/tactic-cards.ts'
import { vendorCards } from '../search/vendor-cards.ts'

export type Paging = { page: number; perPage: number }

export const paging = (query: ShortlistPageQuery | { page?: number; per_page?: number }) => ({
  page: Number(query.page ?? 1),
  perPage: Number(query.per_page ?? SHORTLIST_PAGE_SIZE),
})

const person = (row: { id: number; firstName: string; lastName: string }): ShortlistPerson => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
})

const iso = (value: Date | string) => new Date(value).toISOString()

/** The lists shared with a user, as a subquery of ids. */
const sharedWith = (db: Database, userId: number) =>
  db
    .select({ id: shortlistMembers.shortlistId })
    .from(shortlistMembers)
    .where(eq(shortlistMembers.userId, userId))

function summaries(db: Database, where: SQL | undefined) {
  const items = (kind?: 'tactic') => sql<number>`(
    SELECT count(*)::int FROM shortlist_items i
    WHERE i.shortlist_id = ${shortlists.id} ${kind ? sql`AND i.kind = ${kind}` : sql``})`
  return db
    .select({
      id: shortlists.id,
      name: shortlists.name,
      ownerId: shortlists.ownerId,
      firstName: users.firstName,
      lastName: users.lastName,
      itemCount: items(),
      tacticCount: items('tactic'),
      createdAt: shortlists.createdAt,
      updatedAt: shortlists.updatedAt,
    })
    .from(shortlists)
    .innerJoin(users, eq(users.id, shortlists.ownerId))
    .where(where)
    .$dynamic()
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number]

const summaryJson = (row: SummaryRow, userId: number): ShortlistSummary => ({
  id: row.id,
  name: row.name,
  own: row.ownerId === userId,
  owner: person({ id: row.ownerId, firstName: row.firstName, lastName: row.lastName }),
  item_count: Number(row.itemCount),
  tactic_count: Number(row.tacticCount),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
})

/** GET /shortlists: the user's own lists, then the ones shared with them; latest change first. */
export async function shortlistPage(
  db: Database,
  userId: number,
  { page, perPage }: Paging,
): Promise<ShortlistPage> {
  const visible = or(eq(shortlists.ownerId, userId), inArray(shortlists.id, sharedWith(db, userId)))
  const [rows, [total]] = await Promise.all([
    summaries(db, visible)
      .orderBy(
        desc(sql`${shortlists.ownerId} = ${userId}`),
        desc(shortlists.updatedAt),
        desc(shortlists.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(shortlists).where(visible),
  ])
  return {
    shortlists: rows.map((row) => summaryJson(row, userId)),
    page,
    per_page: perPage,
    total_count: total?.total ?? 0,
  }
}

export async function shortlistSummary(
  db: Database,
  userId: number,
  shortlistId: number,
): Promise<ShortlistSummary> {
  const [row] = await summaries(db, eq(shortlists.id, shortlistId))
  if (!row) throw new Error(`Shortlist ${shortlistId} vanished`)
  return summaryJson(row, userId)
}

export async function shortlistMemberList(
  db: Database,
  shortlistId: number,
): Promise<ShortlistPerson[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(shortlistMembers)
    .innerJoin(users, eq(users.id, shortlistMembers.userId))
    .where(eq(shortlistMembers.shortlistId, shortlistId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
  return rows.map(person)
}

type ItemRow = {
  id: number
  shortlistId: number
  kind: 'vendor' | 'tactic'
  vendorId: number | null
  tacticId: number | null
  note: string
  noteUpdatedAt: Date | null
  createdAt: Date
  addedById: number | null
  firstName: string | null
  lastName: string | null
  photoId: number | null
  photoWidth: number | null
  photoHeight: number | null
}

const itemColumns = {
  id: shortlistItems.id,
  shortlistId: shortlistItems.shortlistId,
  kind: shortlistItems.kind,
  vendorId: shortlistItems.vendorId,
  tacticId: shortlistItems.tacticId,
  note: shortlistItems.note,
  noteUpdatedAt: shortlistItems.noteUpdatedAt,
  createdAt: shortlistItems.createdAt,
  addedById: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  photoId: shortlistItemPhotos.id,
  photoWidth: shortlistItemPhotos.width,
  photoHeight: shortlistItemPhotos.height,
}

/** The items with who added each and its photo, as the two reads below select them. */
const itemRows = (db: Database) =>
  db
    .select(itemColumns)
    .from(shortlistItems)
    .leftJoin(users, eq(users.id, shortlistItems.addedBy))
    .leftJoin(shortlistItemPhotos, eq(shortlistItemPhotos.itemId, shortlistItems.id))
    .$dynamic()

/** The URL an item's photo is served at, to those who may read its list (shortlist-photos.ts). */
export const photoUrl = (shortlistId: number, photoId: number) =>
  `/api/v1/shortlists/${shortlistId}/photos/${photoId}`

/** Items with the cards search shows for them, in the rows' order. */
async function itemsJson(db: Database, rows: ItemRow[]): Promise<ShortlistItem[]> {
  const vendorIds = rows.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId]))
  const tacticIds = rows.flatMap((r) => (r.tacticId === null ? [] : [r.tacticId]))
  const [vendors, tactics] = await Promise.all([
    vendorCards(db, vendorIds),
    tacticCards(db, tacticIds),
  ])
  const vendorById = new Map(vendors.map((card) => [card.id, card]))
  const tacticById = new Map(tactics.map((card) => [card.tactic.id, card]))
  return rows.flatMap((row): ShortlistItem[] => {
    const common = {
      note: row.note,
      note_updated_at: row.noteUpdatedAt ? iso(row.noteUpdatedAt) : null,
      added_by:
        row.addedById === null
          ? null
          : person({
              id: row.addedById,
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
            }),
      added_at: iso(row.createdAt),
      photo:
        row.photoId === null
          ? null
          : {
              id: row.photoId,
              url: photoUrl(row.shortlistId, row.photoId),
              width: row.photoWidth ?? 0,
              height: row.photoHeight ?? 0,
            },
    }
    const vendor = row.vendorId === null ? undefined : vendorById.get(row.vendorId)
    if (vendor) return [{ ...common, kind: 'vendor', id: vendor.id, vendor }]
    const tactic = row.tacticId === null ? undefined : tacticById.get(row.tacticId)
    if (tactic) return [{ ...common, kind: 'tactic', id: tactic.tactic.id, tactic }]
    return []
  })
}

/** A page of a list's items, newest first. */
export async function shortlistItemPage(
  db: Database,
  shortlistId: number,
  { page, perPage }: Paging,
): Promise<ShortlistItem[]> {
  const rows = await itemRows(db)
    .where(eq(shortlistItems.shortlistId, shortlistId))
    .orderBy(desc(shortlistItems.createdAt), desc(shortlistItems.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  return itemsJson(db, rows)
}

/** One item of a list as GET /shortlists/{id} shows it. */
export async function shortlistItemJson(db: Database, itemRowId: number): Promise<ShortlistItem> {
  const rows = await itemRows(db).where(eq(shortlistItems.id, itemRowId))
  const [item] = await itemsJson(db, rows)
  if (!item) throw new Error(`Shortlist item ${itemRowId} vanished`)
  return item
}

/** Every item of every list the user owns or shares, once, with the lists holding it. */
export async function savedItems(db: Database, userId: number): Promise<SavedItem[]> {
  const rows = await db
    .select({
      kind: shortlistItems.kind,
      id: sql<number>`coalesce(${shortlistItems.vendorId}, ${shortlistItems.tacticId})`,
      shortlistIds: sql<
        number[]
      >`array_agg(${shortlistItems.shortlistId} ORDER BY ${shortlistItems.shortlistId})`,
    })
    .from(shortlistItems)
    .innerJoin(shortlists, eq(shortlists.id, shortlistItems.shortlistId))
    .where(or(eq(shortlists.ownerId, userId), inArray(shortlists.id, sharedWith(db, userId))))
    .groupBy(
      shortlistItems.kind,
      sql`coalesce(${shortlistItems.vendorId}, ${shortlistItems.tacticId})`,
    )
    .orderBy(
      shortlistItems.kind,
      sql`coalesce(${shortlistItems.vendorId}, ${shortlistItems.tacticId})`,
    )
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    shortlist_ids: row.shortlistIds.map(Number),
  }))
}

/**
 * The accounts a list may be shared with: confirmed, active users of the owner's company who may
 * use shortlists, the owner excepted (docs/spec/workspace.md §1 "colleagues of the user's own
 * company").
 */
export function colleaguesOf(owner: { id: number; companyId: number | null }): SQL | undefined {
  if (owner.companyId === null) return sql`false`
  return and(
    eq(users.companyId, owner.companyId),
    ne(users.id, owner.id),
    inArray(users.role, [...SHORTLIST_ROLES]),
    isNotNull(users.confirmedAt),
    isNull(users.deactivatedAt),
  )
}

export async function colleaguePage(
  db: Database,
  owner: { id: number; companyId: number | null },
  shortlistId: number,
  { page, perPage }: Paging,
): Promise<ShortlistColleaguePage> {
  const where = colleaguesOf(owner)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        shared: sql<boolean>`${shortlistMembers.userId} IS NOT NULL`,
      })
      .from(users)
      .leftJoin(
        shortlistMembers,
        and(eq(shortlistMembers.userId, users.id), eq(shortlistMembers.shortlistId, shortlistId)),
      )
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(users).where(where),
  ])
  return {
    colleagues: rows.map((row) => ({
      ...person(row),
      email: row.email,
      shared: Boolean(row.shared),
    })),
    page,
    per_page: perPage,
    total_count: total?.total ?? 0,
  }
}
