import type { AdminFeaturedTactic } from './admin-featured.ts'

/** The most tactics the search screen's carousel turns through; it shows up to 5 at once. */
export const CAROUSEL_TACTICS_MAX = 20

/**
 * Whether the carousel shows a featured tactic: yes for the first of each vendor, until it holds
 * CAROUSEL_TACTICS_MAX; else because its vendor's higher tactic is shown, or because it is full.
 */
export type CarouselStanding = 'shown' | 'vendor_shown' | 'full'

/**
 * The carousel's rule (GET /featured_slider applies it in SQL, src/server/search/featured-items.ts)
 * over a list in the admin's order: each tactic's standing, by id.
 */
export function carouselStandings(
  tactics: readonly Pick<AdminFeaturedTactic, 'id' | 'vendor'>[],
): Map<number, CarouselStanding> {
  const shownVendors = new Set<number>()
  const standings = new Map<number, CarouselStanding>()
  for (const tactic of tactics) {
    if (shownVendors.has(tactic.vendor.id)) standings.set(tactic.id, 'vendor_shown')
    else if (shownVendors.size >= CAROUSEL_TACTICS_MAX) standings.set(tactic.id, 'full')
    else {
      shownVendors.add(tactic.vendor.id)
      standings.set(tactic.id, 'shown')
    }
  }
  return standings
}
