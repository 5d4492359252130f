import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { ID_MAX } from '../../domain/fields.ts'
import {
  canCreateVendor,
  type VendorRights,
  type VendorViewer,
  vendorRights,
} from '../../domain/permissions.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { vendors } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { VENDOR_NOT_FOUND } from './vendor-json.ts'

/** A path id, or null when it cannot name a row. */
export function pathId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && id <= ID_MAX ? id : null
}

export type VendorAccess = {
  vendorId: number
  companyId: number
  viewer: VendorViewer
  rights: VendorRights
}

/** The one place that decides what the current user may do with a vendor and its tactics. */
export async function vendorAccess(
  db: Database,
  user: SessionUser | undefined,
  rawVendorId: string | undefined,
): Promise<VendorAccess> {
  const vendorId = pathId(rawVendorId)
  if (vendorId === null) throw new HttpError(404, VENDOR_NOT_FOUND)
  const [vendor] = await db
    .select({ companyId: vendors.companyId })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
  if (!vendor) throw new HttpError(404, VENDOR_NOT_FOUND)
  const viewer = user ? { role: user.role, member: user.companyId === vendor.companyId } : null
  return { vendorId, companyId: vendor.companyId, viewer, rights: vendorRights(viewer) }
}

/** 401 for a visitor, 403 for a user without the right. */
export function demand(access: VendorAccess, right: keyof VendorRights): void {
  if (!access.viewer) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  if (!access.rights[right]) throw new HttpError(403, AUTH_MESSAGES.forbidden)
}

/**
 * Loads the vendor of the path and demands a right before the body is read, so that no one learns
 * the form's rules for a vendor they may not change.
 */
export const vendorRight = (right: keyof VendorRights) =>
  createMiddleware<ServerEnv & { Variables: { access: VendorAccess } }>(async (c, next) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    demand(access, right)
    c.set('access', access)
    await next()
  })

export async function companyHasVendor(db: Database, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.companyId, companyId))
  return Boolean(row)
}

/** Only who may create a company profile gets past (docs/spec/marketplace.md §2, §6). */
export const vendorCreator = createMiddleware<ServerEnv>(async (c, next) => {
  const user = c.var.user
  if (!user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  if (!canCreateVendor(user.role, await companyHasVendor(c.var.db, user.companyId))) {
    throw new HttpError(403, AUTH_MESSAGES.forbidden)
  }
  await next()
})
