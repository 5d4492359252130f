import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { filterOptions, tacticTypes } from './lookups.ts'
import { vendors } from './vendors.ts'

export const tactics = pgTable(
  'tactics',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Its place among the featured tactics (the admin's order); null until the admin places it. */
    featuredPosition: integer('featured_position'),
    eCommerceService: boolean('e_commerce_service').notNull().default(false),
    inHouseService: boolean('in_house_service').notNull().default(false),
    minOrderSize: boolean('min_order_size').notNull().default(false),
    minOrderSizeText: text('min_order_size_text'),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tactics_vendor').on(t.vendorId),
    index('tactics_created_at').on(t.createdAt),
    // The carousel's order: placed tactics by place, then the others newest first.
    index('tactics_featured_order')
      .on(t.featuredPosition.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.featured}`),
    check('tactics_featured_position', sql`${t.featured} OR ${t.featuredPosition} IS NULL`),
  ],
)

export const tacticTacticTypes = pgTable(
  'tactic_tactic_types',
  {
    tacticId: integer('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    tacticTypeId: integer('tactic_type_id')
      .notNull()
      .references(() => tacticTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.tacticId, t.tacticTypeId] }),
    index('tactic_tactic_types_type').on(t.tacticTypeId),
  ],
)

export const tacticFilterOptions = pgTable(
  'tactic_filter_options',
  {
    tacticId: integer('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    filterOptionId: integer('filter_option_id')
      .notNull()
      .references(() => filterOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.tacticId, t.filterOptionId] }),
    index('tactic_filter_options_option').on(t.filterOptionId),
  ],
)

export const tacticIllustrations = pgTable(
  'tactic_illustrations',
  {
    id: serial('id').primaryKey(),
    tacticId: integer('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    kind: text('kind', { enum: ['image', 'pdf'] }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('tactic_illustrations_tactic').on(t.tacticId)],
)
