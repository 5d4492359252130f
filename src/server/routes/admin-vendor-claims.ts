import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import type { AppEnv } from '../app-env.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import { decideJoinRequest, vendorClaims } from '../members/join-requests.ts'
import { pathId } from '../vendors/vendor-access.ts'

const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user?.role !== 'super_admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
  await next()
})

/**
 * Claims of vendor companies without members, which only a super_admin decides
 * (docs/api-access.md, "Joining an existing company"); the admin site's screen comes later.
 */
export const adminVendorClaimRoutes = new Hono<AppEnv>()
  .get('/admin/vendor_claims', requireUser, requireSuperAdmin, async (c) => {
    const claims = await vendorClaims(c.var.db)
    const vendor_claims = claims.map((claim) => ({
      ...claim,
      requested_at: claim.requested_at.toISOString(),
    }))
    return c.json({ vendor_claims }, 200)
  })
  .post('/admin/vendor_claims/:id/approve', requireUser, requireSuperAdmin, (c) =>
    decideClaimOfPath(c, true),
  )
  .post('/admin/vendor_claims/:id/decline', requireUser, requireSuperAdmin, (c) =>
    decideClaimOfPath(c, false),
  )

async function decideClaimOfPath<E extends AppEnv>(c: Context<E>, approve: boolean) {
  const requestId = pathId(c.req.param('id'))
  if (requestId === null) throw new HttpError(404, JOIN_REQUEST_TEXT.notFound)
  await decideJoinRequest(c.var.db, c.var.config, null, { requestId, approve, now: new Date() })
  return c.json({ success: true as const, id: requestId }, 200)
}
