/**
 * The most tactics, and vendors, featured at once: the carousel shows 20 and featured items rank
 * first in search, so a longer list features nothing in particular.
 */
export const FEATURED_MAX = 100
/** Candidates a name search answers: enough to tell apart the few a name fits. */
export const FEATURED_CANDIDATES = 10
/** Longer than any tactic or vendor name. */
export const FEATURED_QUERY_MAX = 100

/** A vendor as the admin's Featured section lists it (docs/api-admin.md, "Featured"). */
export type AdminFeaturedVendor = { id: number; name: string; logo_url: string | null }

/** A tactic as the admin's Featured section lists it, with its vendor. */
export type AdminFeaturedTactic = { id: number; name: string; vendor: AdminFeaturedVendor }

/** The featured tactics and vendors, each in the admin's order. */
export type AdminFeatured = { tactics: AdminFeaturedTactic[]; vendors: AdminFeaturedVendor[] }
