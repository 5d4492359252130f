import { asc, desc } from 'drizzle-orm'
import { tactics, vendors } from '../db/schema/index.ts'

/**
 * The featured tactics in the admin's order (docs/api-admin.md, "Featured"): those placed by their
 * place, then those featured elsewhere (the tactic form, the seed), newest first. The index
 * tactics_featured_order holds this order.
 */
export const FEATURED_TACTIC_ORDER = [asc(tactics.featuredPosition), desc(tactics.id)]

/** The featured vendors in the admin's order: those placed by their place, then the rest by name. */
export const FEATURED_VENDOR_ORDER = [
  asc(vendors.featuredPosition),
  asc(vendors.name),
  asc(vendors.id),
]
