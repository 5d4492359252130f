import * as v from 'valibot'
import type { EventSummary } from './events.ts'
import { booleanField, pageField } from './search-query-fields.ts'

/**
 * "Take this event offline" (docs/spec/workspace.md §6): GET /events/{id}/offline_bundle answers a
 * page of the event's approved exhibitors with every answer their vendor and tactic pages read.
 * A page carries a vendor's tactics whole, so pages are small.
 */
export const BUNDLE_PAGE_SIZE = 10
export const BUNDLE_PAGE_MAX = 25

export const BUNDLE_MESSAGES = {
  perPageInvalid: `Ask for 1 to ${BUNDLE_PAGE_MAX} vendors a page`,
} as const

/** GET /events/{id}/offline_bundle: `estimate=true` answers the size and count only. */
export const OfflineBundleQuerySchema = v.object({
  page: pageField,
  per_page: v.optional(
    v.pipe(
      v.string(BUNDLE_MESSAGES.perPageInvalid),
      v.regex(/^[1-9]\d{0,1}$/, BUNDLE_MESSAGES.perPageInvalid),
      v.transform(Number),
      v.maxValue(BUNDLE_PAGE_MAX, BUNDLE_MESSAGES.perPageInvalid),
    ),
  ),
  estimate: booleanField,
})

/**
 * One GET a page of the app makes, with the body the server answers it: the app keeps it as the
 * answer to `path` (the API path with its query, as the page asks it), so the page opens offline.
 */
export type BundledAnswer = { path: string; body: unknown }

/** An exhibitor with every answer its vendor page and tactic pages read, and its logo's URLs. */
export type BundledVendor = {
  id: number
  name: string
  booth: string
  logo_url: string | null
  answers: BundledAnswer[]
  /** The image files to keep: the logo as the app shows it offline. */
  images: string[]
}

export type OfflineBundle = {
  event: EventSummary
  page: number
  per_page: number
  /** The event's approved exhibitors, all pages. */
  total: number
  /** Bytes the whole bundle takes on the device (every page's answers and images), estimated. */
  estimated_bytes: number
  /** This page's exhibitors in the floor's order; none for `estimate=true`. */
  vendors: BundledVendor[]
}
