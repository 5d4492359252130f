import { Hono } from 'hono'
import { vendorRights } from '../../domain/permissions.ts'
import { LOGO_MAX_BYTES, VendorFormSchema } from '../../domain/vendor-schemas.ts'
import { DetailQuerySchema } from '../../domain/vendor-view.ts'
import { loadAccount } from '../accounts/account-json.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { recordView, viewerOf } from '../search/record-view.ts'
import type { ServerEnv } from '../server-env.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import { jsonBody, multipartBody, queryParams } from '../validation.ts'
import { LOGO_TOO_LARGE, storeLogo } from './logo-upload.ts'
import { vendorAccess, vendorCreator, vendorRight } from './vendor-access.ts'
import {
  fullVendorAnswer,
  limitedVendorJson,
  loadVendorRecord,
  vendorFormValues,
  vendorJson,
} from './vendor-json.ts'
import { loadVendorLookups } from './vendor-lookups.ts'
import { createVendor, resolveVendorForm, updateVendor } from './vendor-writes.ts'

/** Company profiles (docs/spec/marketplace.md §7; docs/api-marketplace.md). */
export const vendorRoutes = new Hono<ServerEnv>()
  .get('/vendors/new', requireUser, vendorCreator, async (c) =>
    c.json({ data: await loadVendorLookups(c.var.db) }, 200),
  )
  .post(
    '/vendors',
    requireUser,
    vendorCreator,
    multipartLimit(LOGO_MAX_BYTES, LOGO_TOO_LARGE),
    multipartBody(VendorFormSchema, (name) => name === 'logo'),
    async (c) => {
      const { data, files } = c.req.valid('form')
      const resolved = await resolveVendorForm(c.var.db, data)
      const logoUrl = files.logo === undefined ? null : await storeLogo(c.var.storage, files.logo)
      const user = c.var.user
      const vendorId = await createVendor(c.var.db, user, resolved, logoUrl)
      const record = await loadVendorRecord(c.var.db, vendorId)
      // The creator is the new company's admin, or a super_admin.
      const rights = vendorRights({ role: user.role, member: user.role === 'vendor_admin' })
      return c.json(
        {
          data: vendorJson(record, rights, null),
          vendor_id: vendorId,
          // A vendor_admin's account now carries the vendor id for the stored session (§4).
          account: await loadAccount(c.var.db, user.id),
        },
        201,
      )
    },
  )
  .get('/vendors/:id', queryParams(DetailQuerySchema), async (c) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    const record = await loadVendorRecord(c.var.db, access.vendorId)
    // A visitor's page, not a failure: a 401 would be logged in every visitor's console.
    if (!access.rights.seeData) {
      return c.json({ show_data: false as const, data: limitedVendorJson(record) }, 200)
    }
    const searchId = c.req.valid('query').search_id ?? null
    return c.json(fullVendorAnswer(record, access.rights, searchId), 200)
  })
  // The page shown, not its answer read: a link under the pointer reads it ahead of a tap.
  .post('/vendors/:id/views', async (c) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    await recordView(c.var.db, access, null, viewerOf(c))
    return c.body(null, 204)
  })
  .get('/vendors/:id/edit', requireUser, vendorRight('manage'), async (c) => {
    const record = await loadVendorRecord(c.var.db, c.var.access.vendorId)
    const lookups = await loadVendorLookups(c.var.db, {
      vendorTypeIds: record.types.map((t) => t.id),
      certificationIds: record.certifications.map((d) => d.id),
      coverageAreaIds: record.coverageRows.map((row) => row.geoAreaId),
    })
    return c.json({ data: { vendor: vendorFormValues(record), ...lookups } }, 200)
  })
  .patch(
    '/vendors/:id',
    requireUser,
    vendorRight('manage'),
    jsonBody(VendorFormSchema),
    async (c) => {
      const { access } = c.var
      await updateVendor(
        c.var.db,
        access.vendorId,
        await resolveVendorForm(c.var.db, c.req.valid('json')),
      )
      const record = await loadVendorRecord(c.var.db, access.vendorId)
      return c.json({ data: vendorJson(record, access.rights, null) }, 200)
    },
  )
