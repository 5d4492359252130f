import type { AdminFeaturedTactic, AdminFeaturedVendor } from '#domain/admin-featured.ts'
import { ADMIN_TEXT } from './admin-text.ts'

/** A row of either featured list: a tactic with its vendor, or a vendor. */
export type FeaturedEntry = AdminFeaturedTactic | AdminFeaturedVendor

/** The vendor whose logo a row shows: the tactic's, or the vendor itself. */
export const vendorOf = (entry: FeaturedEntry): AdminFeaturedVendor =>
  'vendor' in entry ? entry.vendor : entry

/** What names a row to a person: a tactic with its vendor, since two may share a name. */
export const entryLabel = (entry: FeaturedEntry): string =>
  'vendor' in entry ? ADMIN_TEXT.tacticOf(entry.name, entry.vendor.name) : entry.name
