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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { companies } from './accounts.ts'
import { diversityCertifications, geoAreas, vendorTypes } from './lookups.ts'

/** A vendor company's public profile. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .unique()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** vendorNameKey and vendorNameSkeleton of the name (src/server/vendors/vendor-name-identity.ts);
     * null only until the start after it was written without them fills them in. */
    nameKey: text('name_key'),
    nameSkeleton: text('name_skeleton'),
    logoUrl: text('logo_url'),
    salesRepFirstName: text('sales_rep_first_name').notNull(),
    salesRepLastName: text('sales_rep_last_name').notNull(),
    salesRepEmail: text('sales_rep_email').notNull(),
    salesRepMobilePhone: text('sales_rep_mobile_phone'),
    website: text('website').notNull(),
    description: text('description').notNull().default(''),
    yearOfEstablishment: integer('year_of_establishment'),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    /** Its place among the featured vendors (the admin's order); null until the admin places it. */
    featuredPosition: integer('featured_position'),
    nudgeBanner: boolean('nudge_banner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_created_at').on(t.createdAt),
    // One profile per name as read, whatever the invisible characters, width or case.
    uniqueIndex('vendors_name_key').on(t.nameKey),
    index('vendors_name_skeleton').on(t.nameSkeleton),
    check('vendors_featured_position', sql`${t.featured} OR ${t.featuredPosition} IS NULL`),
  ],
)

export const vendorVendorTypes = pgTable(
  'vendor_vendor_types',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    vendorTypeId: integer('vendor_type_id')
      .notNull()
      .references(() => vendorTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.vendorTypeId] }),
    index('vendor_vendor_types_type').on(t.vendorTypeId),
  ],
)

/** A covered area; allChildren marks a country or region covered in full. */
export const vendorServiceCoverage = pgTable(
  'vendor_service_coverage',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    geoAreaId: integer('geo_area_id')
      .notNull()
      .references(() => geoAreas.id),
    allChildren: boolean('all_children').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.geoAreaId] }),
    index('vendor_service_coverage_area').on(t.geoAreaId),
  ],
)

export const vendorDiversityCertifications = pgTable(
  'vendor_diversity_certifications',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => diversityCertifications.id),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.certificationId] }),
    index('vendor_diversity_certifications_cert').on(t.certificationId),
  ],
)
