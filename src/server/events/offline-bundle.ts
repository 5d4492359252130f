import { and, count, eq, sql } from 'drizzle-orm'
import type { BundledAnswer, BundledVendor } from '../../domain/event-offline-bundle.ts'
import type { Exhibitor } from '../../domain/events.ts'
import { imageVariantUrl } from '../../domain/image-variants.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { eventExhibitors, tactics, vendors } from '../db/schema/index.ts'
import { filterGroupsJson, loadFilterGroups } from '../tactics/filter-groups.ts'
import {
  fullTacticAnswer,
  fullTacticListAnswer,
  loadTacticRecord,
  vendorTacticList,
} from '../tactics/tactic-json.ts'
import { type UploadStorage, uploadKey } from '../uploads/upload-storage.ts'
import { vendorAccess } from '../vendors/vendor-access.ts'
import { fullVendorAnswer, loadVendorRecord } from '../vendors/vendor-json.ts'

const API = '/api/v1'

/** The width of a logo kept offline: sharp at 120 px on a 2x screen, 56 px on a 4x one. */
const KEPT_LOGO_WIDTH = 256

/** The image files that stand for a logo offline: an upload's 256 px variant, else the file. */
export function keptLogoImages(logoUrl: string | null): string[] {
  if (logoUrl === null) return []
  return [imageVariantUrl(logoUrl, KEPT_LOGO_WIDTH) ?? logoUrl]
}

/**
 * Every answer the vendor's page and its tactic pages read, as the same GETs answer this user
 * (src/app/routes/company/$vendorId): the profile, the tactic list and each tactic. No view is
 * recorded: a download is not a visit (docs/spec/workspace.md §5 counts views).
 */
async function vendorAnswers(
  db: Database,
  user: SessionUser,
  vendorId: number,
): Promise<BundledAnswer[]> {
  const access = await vendorAccess(db, user, String(vendorId))
  const [record, list] = await Promise.all([
    loadVendorRecord(db, vendorId),
    vendorTacticList(db, vendorId),
  ])
  const tacticIds = [...new Set(list.categories.flatMap((c) => c.tactics.map((t) => t.id)))]
  const tacticAnswers: BundledAnswer[] = []
  for (const tacticId of tacticIds) {
    const tactic = await loadTacticRecord(db, vendorId, tacticId, record)
    tacticAnswers.push({
      path: `${API}/vendors/${vendorId}/tactics/${tacticId}`,
      body: fullTacticAnswer(tactic, null, access.rights.manage),
    })
  }
  return [
    { path: `${API}/vendors/${vendorId}`, body: fullVendorAnswer(record, access.rights, null) },
    {
      path: `${API}/vendors/${vendorId}/tactics`,
      body: fullTacticListAnswer(list, access.rights.manage),
    },
    ...tacticAnswers,
  ]
}

/** A page of exhibitors with their answers and images, one vendor after the other. */
export async function bundledVendors(
  db: Database,
  user: SessionUser,
  exhibitors: Exhibitor[],
): Promise<BundledVendor[]> {
  const bundled: BundledVendor[] = []
  for (const { vendor, booth } of exhibitors) {
    bundled.push({
      id: vendor.id,
      name: vendor.name,
      booth,
      logo_url: vendor.logo_url,
      answers: await vendorAnswers(db, user, vendor.id),
      images: keptLogoImages(vendor.logo_url),
    })
  }
  return bundled
}

/**
 * What a vendor's answers weigh beside the text of its rows, measured on the demo catalogue
 * (event-offline-bundle-routes.test.ts holds the estimate within a quarter of the real size).
 */
const VENDOR_OVERHEAD_BYTES = 1_600
const TACTIC_OVERHEAD_BYTES = 1_100

/** The size of an upload, or 0 when it is not stored (an image that no longer exists). */
async function storedSize(storage: UploadStorage, url: string): Promise<number> {
  const key = uploadKey(url.replace(/^\/uploads\//, ''))
  const upload = key === null ? null : await storage.read(key)
  upload?.body.destroy()
  return upload?.size ?? 0
}

/**
 * The bytes the whole bundle takes on the device, without building it: the text of the vendors'
 * and tactics' rows, a tactic's filter list (the same for every tactic of the catalogue), a
 * measured overhead per answer, and the stored size of each logo kept.
 */
export async function estimatedBundleBytes(
  db: Database,
  storage: UploadStorage,
  eventId: number,
): Promise<number> {
  const [rows, filters] = await Promise.all([
    db
      .select({
        logoUrl: vendors.logoUrl,
        vendorBytes: sql<number>`octet_length(${vendors}::text)`.mapWith(Number),
        tactics: count(tactics.id),
        tacticBytes: sql<number>`coalesce(sum(octet_length(${tactics}::text)), 0)`.mapWith(Number),
      })
      .from(eventExhibitors)
      .innerJoin(vendors, eq(vendors.id, eventExhibitors.vendorId))
      .leftJoin(tactics, eq(tactics.vendorId, vendors.id))
      .where(and(eq(eventExhibitors.eventId, eventId), eq(eventExhibitors.status, 'approved')))
      .groupBy(vendors.id),
    loadFilterGroups(db),
  ])
  const filterBytes = JSON.stringify(filterGroupsJson(filters, new Set())).length
  const images = new Set(rows.flatMap((row) => keptLogoImages(row.logoUrl)))
  const imageBytes = await Promise.all([...images].map((url) => storedSize(storage, url)))
  const answerBytes = rows.reduce(
    (sum, row) =>
      sum +
      VENDOR_OVERHEAD_BYTES +
      row.vendorBytes +
      row.tactics * (TACTIC_OVERHEAD_BYTES + filterBytes) +
      // A tactic's text is in its page and in the vendor's list.
      2 * row.tacticBytes,
    0,
  )
  return answerBytes + imageBytes.reduce((sum, bytes) => sum + bytes, 0)
}
