import { tacticPageMeta, vendorPageMeta } from '../domain/page-meta.ts'
import type { Database } from './db/client.ts'
import { HttpError } from './http-errors.ts'
import type { PreviewedPage } from './page-meta-html.ts'
import type { RenderedRoute } from './rendered-page.ts'
import { loadTacticRecord } from './tactics/tactic-json.ts'
import { pathId } from './vendors/vendor-access.ts'
import { loadVendorRecord } from './vendors/vendor-json.ts'

// `/company/create`, `/company/{id}/tactics/new`, `/company/quotes` (a vendor member's quote
// requests, docs/spec/workspace.md §3) and `/company/insights` (§5) are the app's screens, not a
// vendor or a tactic.
const VENDOR_PAGE = /^\/company\/(?!(?:create|quotes|insights)\/?$)([^/]+)\/?$/
const TACTIC_PAGE = /^\/company\/([^/]+)\/tactics\/(?!new\/?$)([^/]+)\/?$/
/** Shown for a vendor without a logo. */
const DEFAULT_IMAGE = '/icons/icon-512.png'

/**
 * The meta of a public vendor or tactic page, from what a visitor may see of it (never the data
 * kept for signed-in users); 'not-found' when the path names no vendor or tactic; null for any
 * other path.
 */
export async function previewedPage(
  db: Database,
  path: string,
  publicUrl: string,
): Promise<(PreviewedPage & { route: RenderedRoute }) | 'not-found' | null> {
  const vendorPage = VENDOR_PAGE.exec(path)
  const tacticPage = TACTIC_PAGE.exec(path)
  if (!vendorPage && !tacticPage) return null
  const absolute = (url: string) => new URL(url, publicUrl).href
  const vendorId = pathId((vendorPage ?? tacticPage)?.[1])
  if (vendorId === null) return 'not-found'
  try {
    if (vendorPage) {
      const { vendor, types } = await loadVendorRecord(db, vendorId)
      return {
        route: 'vendor',
        ...vendorPageMeta({ name: vendor.name, vendorTypes: types.map((t) => t.name) }),
        url: absolute(`/company/${vendorId}`),
        image: absolute(vendor.logoUrl ?? DEFAULT_IMAGE),
      }
    }
    const tacticId = pathId(tacticPage?.[2])
    const { tactic, types, vendor } = await loadTacticRecord(db, vendorId, tacticId)
    return {
      route: 'tactic',
      ...tacticPageMeta({
        name: tactic.name,
        vendorName: vendor.vendor.name,
        tacticTypes: types.map((t) => t.name),
      }),
      url: absolute(`/company/${vendorId}/tactics/${tactic.id}`),
      image: absolute(vendor.vendor.logoUrl ?? DEFAULT_IMAGE),
    }
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'not-found'
    throw error
  }
}
