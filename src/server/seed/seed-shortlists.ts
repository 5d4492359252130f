import { asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  shortlistItemPhotos,
  shortlistItems,
  shortlistMembers,
  shortlists,
  tactics,
  users,
  vendors,
} from '../db/schema/index.ts'
import { storeFile } from '../uploads/stored-file.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { BOOTH_PHOTO_SIZE, boothPhoto } from './booth-photo.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { daysBeforeEpoch } from './seed-clock.ts'

export const DEMO_SHORTLIST_NAME = 'Trade show picks'
export const DEMO_SHARED_SHORTLIST_NAME = 'Q3 sampling ideas'

const [buyerEmail, colleagueEmail] = DEMO_ACCOUNTS.filter((a) => a.role === 'cpg_user').map(
  (a) => a.email,
)

type Item = { tacticId?: number; vendorId?: number; note?: string; by: number; daysAgo: number }

async function seedList(
  db: Database,
  list: { name: string; ownerId: number; memberId: number; daysAgo: number; items: Item[] },
) {
  const createdAt = daysBeforeEpoch(list.daysAgo)
  const latest = Math.min(list.daysAgo, ...list.items.map((item) => item.daysAgo))
  const updatedAt = daysBeforeEpoch(latest)
  const [row] = await db
    .insert(shortlists)
    .values({ ownerId: list.ownerId, name: list.name, createdAt, updatedAt })
    .returning({ id: shortlists.id })
  const shortlistId = row?.id as number
  await db.insert(shortlistMembers).values({ shortlistId, userId: list.memberId, createdAt })
  if (list.items.length === 0) return []
  return db
    .insert(shortlistItems)
    .values(
      list.items.map((item) => ({
        shortlistId,
        kind: item.tacticId ? ('tactic' as const) : ('vendor' as const),
        tacticId: item.tacticId ?? null,
        vendorId: item.tacticId ? null : (item.vendorId ?? null),
        note: item.note ?? '',
        noteUpdatedAt: item.note ? daysBeforeEpoch(item.daysAgo) : null,
        addedBy: item.by,
        createdAt: daysBeforeEpoch(item.daysAgo),
      })),
    )
    .returning({ id: shortlistItems.id, vendorId: shortlistItems.vendorId })
}

/** The booth photo the buyer took of the demo vendor's booth, on its item (spec §6). */
async function seedBoothPhoto(
  db: Database,
  storage: UploadStorage,
  item: { id: number; vendorId: number | null } | undefined,
  addedBy: number,
) {
  if (!item?.vendorId) return
  const [vendor] = await db
    .select({ name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, item.vendorId))
  const bytes = await boothPhoto(vendor?.name ?? 'Demo vendor', '214')
  const url = await storeFile(storage, 'shortlist-photos', bytes, 'jpg')
  await db.insert(shortlistItemPhotos).values({
    itemId: item.id,
    storageKey: url.replace(/^\/uploads\//, ''),
    ...BOOTH_PHOTO_SIZE,
    size: bytes.byteLength,
    addedBy,
    createdAt: daysBeforeEpoch(6),
  })
}

/**
 * The demo buyer's "Trade show picks", shared with a colleague who added a note, and the
 * colleague's list shared back (docs/spec/workspace.md "Demo data"): the demo vendor, with the
 * photo the buyer took at its booth, three of its tactics and tactics of other vendors, so Compare
 * has columns to show.
 */
export async function seedShortlists(
  db: Database,
  storage: UploadStorage,
  demoVendorId: number,
): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [buyerEmail as string, colleagueEmail as string]))
  const buyer = people.find((p) => p.email === buyerEmail)?.id as number
  const colleague = people.find((p) => p.email === colleagueEmail)?.id as number
  const own = await db
    .select({ id: tactics.id })
    .from(tactics)
    .where(eq(tactics.vendorId, demoVendorId))
    .orderBy(asc(tactics.id))
    .limit(3)
  const others = await db
    .select({ id: tactics.id })
    .from(tactics)
    .where(ne(tactics.vendorId, demoVendorId))
    .orderBy(asc(tactics.id))
    .limit(4)
  const id = (rows: { id: number }[], index: number) => rows[index]?.id
  const picks = await seedList(db, {
    name: DEMO_SHORTLIST_NAME,
    ownerId: buyer,
    memberId: colleague,
    daysAgo: 6,
    items: [
      {
        vendorId: demoVendorId,
        by: buyer,
        daysAgo: 6,
        note: 'Met at booth 214; ask for the Q3 rate card.',
      },
      { tacticId: id(own, 0), by: buyer, daysAgo: 6, note: 'Strong fit for the spring launch.' },
      { tacticId: id(own, 1), by: buyer, daysAgo: 5 },
      {
        tacticId: id(others, 0),
        by: colleague,
        daysAgo: 2,
        note: 'Cheaper than last year, worth a call.',
      },
      { tacticId: id(others, 1), by: colleague, daysAgo: 1 },
    ].filter((item) => item.vendorId || item.tacticId),
  })
  await seedBoothPhoto(
    db,
    storage,
    picks.find((item) => item.vendorId === demoVendorId),
    buyer,
  )
  await seedList(db, {
    name: DEMO_SHARED_SHORTLIST_NAME,
    ownerId: colleague,
    memberId: buyer,
    daysAgo: 4,
    items: [
      {
        tacticId: id(others, 2),
        by: colleague,
        daysAgo: 4,
        note: 'In-store sampling, Midwest only.',
      },
      { tacticId: id(others, 3), by: colleague, daysAgo: 3 },
      { tacticId: id(own, 2), by: buyer, daysAgo: 3 },
    ].filter((item) => item.tacticId),
  })
}
