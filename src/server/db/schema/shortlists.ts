import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { SHORTLIST_ITEM_KINDS } from '#domain/shortlists.ts'
import { users } from './accounts.ts'
import { tactics } from './tactics.ts'
import { vendors } from './vendors.ts'

/** A buyer's shortlist (docs/spec/workspace.md §1); its owner's deletion removes it. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The list's last change: a rename, an item added, removed or annotated, a share. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "You already have a shortlist with this name": unique per owner, whatever the case.
    uniqueIndex('shortlists_owner_name').on(t.ownerId, sql`lower(${t.name})`),
  ],
)

/**
 * A vendor or a tactic on a list, once per list. The item is one of two references, so that
 * deleting a vendor or a tactic removes it from every list.
 */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    id: serial('id').primaryKey(),
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHORTLIST_ITEM_KINDS }).notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    tacticId: integer('tactic_id').references(() => tactics.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** The latest note's arrival (the server's clock): a later write wins, an earlier one not. */
    noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shortlist_items_one_item',
      sql`(${t.kind} = 'vendor' AND ${t.vendorId} IS NOT NULL AND ${t.tacticId} IS NULL)
        OR (${t.kind} = 'tactic' AND ${t.tacticId} IS NOT NULL AND ${t.vendorId} IS NULL)`,
    ),
    // NULLs differ, so a vendor row never meets a tactic row on either index.
    uniqueIndex('shortlist_items_vendor').on(t.shortlistId, t.vendorId),
    uniqueIndex('shortlist_items_tactic').on(t.shortlistId, t.tacticId),
    index('shortlist_items_vendor_id').on(t.vendorId),
    index('shortlist_items_tactic_id').on(t.tacticId),
    index('shortlist_items_added_by').on(t.addedBy),
    index('shortlist_items_order').on(t.shortlistId, t.createdAt.desc(), t.id.desc()),
  ],
)

/** A colleague the owner shared the list with. */
export const shortlistMembers = pgTable(
  'shortlist_members',
  {
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.userId] }),
    index('shortlist_members_user').on(t.userId),
  ],
)

/**
 * The photo of an item, taken at the booth (docs/spec/workspace.md §6): one per item, deleted with
 * it. Kept in the upload storage's private folder (never served under /uploads): only GET
 * /shortlists/{id}/photos/{photoId} streams it, to those who may read the list. A new photo is a
 * new row, so its id (and URL) names one picture for ever.
 */
export const shortlistItemPhotos = pgTable(
  'shortlist_item_photos',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shortlist_item_photos_item').on(t.itemId),
    index('shortlist_item_photos_storage_key').on(t.storageKey),
    index('shortlist_item_photos_added_by').on(t.addedBy),
  ],
)
