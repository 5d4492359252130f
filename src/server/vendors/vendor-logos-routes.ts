import { Hono } from 'hono'
import * as v from 'valibot'
import { LOGO_MAX_BYTES } from '../../domain/vendor-schemas.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import { multipartBody } from '../validation.ts'
import { LOGO_TOO_LARGE, storeLogo } from './logo-upload.ts'
import { vendorRight } from './vendor-access.ts'
import { loadVendorRecord, vendorJson } from './vendor-json.ts'
import { setVendorLogo } from './vendor-writes.ts'

/** A company logo on its own, uploaded at once from the edit form (docs/spec/marketplace.md §2). */
export const vendorLogoRoutes = new Hono<ServerEnv>()
  .put(
    '/vendors/:id/logo',
    requireUser,
    vendorRight('manage'),
    multipartLimit(LOGO_MAX_BYTES, LOGO_TOO_LARGE),
    multipartBody(v.object({}), (name) => name === 'logo'),
    async (c) => {
      const { access } = c.var
      const url = await storeLogo(c.var.storage, c.req.valid('form').files.logo)
      await setVendorLogo(c.var.db, access.vendorId, url)
      const record = await loadVendorRecord(c.var.db, access.vendorId)
      return c.json({ data: vendorJson(record, access.rights, null) }, 200)
    },
  )
  .delete('/vendors/:id/logo', requireUser, vendorRight('manage'), async (c) => {
    const { access } = c.var
    await setVendorLogo(c.var.db, access.vendorId, null)
    const record = await loadVendorRecord(c.var.db, access.vendorId)
    return c.json({ data: vendorJson(record, access.rights, null) }, 200)
  })
