import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core'

export const vendorTypes = pgTable('vendor_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
})

/** Path-to-purchase groups: the stages under which tactic types are browsed. */
export const pathToPurchaseGroups = pgTable('path_to_purchase_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
})

export const tacticTypes = pgTable('tactic_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  groupId: integer('group_id')
    .notNull()
    .references(() => pathToPurchaseGroups.id),
  position: integer('position').notNull().default(0),
})

/** A filter group of a tactic (docs/spec/marketplace.md §3), e.g. brand_objectives or approved_retailers. */
export const filterGroups = pgTable('filter_groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** multi: checkboxes; single: radio; tree: options with children. */
  selection: text('selection', { enum: ['multi', 'single', 'tree'] }).notNull(),
  allowsOther: boolean('allows_other').notNull().default(false),
  position: integer('position').notNull().default(0),
})

export const filterOptions = pgTable(
  'filter_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => filterGroups.id),
    parentId: integer('parent_id').references((): AnyPgColumn => filterOptions.id),
    name: text('name').notNull(),
    /** A free-text "other" option typed by a vendor rather than a curated one. */
    custom: boolean('custom').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('filter_options_group_parent_name').on(t.groupId, t.parentId, t.name).nullsNotDistinct(),
  ],
)

export const diversityCertifications = pgTable('diversity_certifications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logoUrl: text('logo_url').notNull(),
  /** The operators' order (admin Lookups); equal positions read in name order. */
  position: integer('position').notNull().default(0),
})

/** Service coverage geography: countries, their regions, and US states under regions. */
export const geoAreas = pgTable(
  'geo_areas',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => geoAreas.id),
    kind: text('kind', { enum: ['country', 'region', 'state'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('geo_areas_parent_code').on(t.parentId, t.code).nullsNotDistinct()],
)

export const yearsInBusinessRanges = pgTable('years_in_business_ranges', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  min: integer('min'),
  max: integer('max'),
  position: integer('position').notNull().default(0),
})
