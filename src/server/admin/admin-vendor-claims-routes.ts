import { type Context, Hono } from 'hono'
import type { AdminVendorClaim } from '../../domain/admin-companies.ts'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import { decideJoinRequest, vendorClaims } from '../members/join-requests.ts'
import type { ServerEnv } from '../server-env.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { vendorNamedLike } from '../vendors/vendor-name-identity.ts'

/**
 * Claims of vendor companies without members, which only a super_admin decides
 * (docs/api-access.md, "Joining an existing company"; docs/api-admin.md).
 */
export const adminVendorClaimRoutes = new Hono<ServerEnv>()
  .get('/admin/vendor_claims', requireUser, requireSuperAdmin, async (c) => {
    const { db } = c.var
    const claims = await vendorClaims(db)
    const vendor_claims: AdminVendorClaim[] = []
    for (const claim of claims) {
      const like = await vendorNamedLike(db, claim.company.name, claim.company.id, true)
      vendor_claims.push({
        ...claim,
        requested_at: claim.requested_at.toISOString(),
        lookalike_of: like?.name ?? null,
      })
    }
    return c.json({ vendor_claims }, 200)
  })
  .post('/admin/vendor_claims/:id/approve', requireUser, requireSuperAdmin, (c) =>
    decideClaimOfPath(c, true, c.var.user.id),
  )
  .post('/admin/vendor_claims/:id/decline', requireUser, requireSuperAdmin, (c) =>
    decideClaimOfPath(c, false, c.var.user.id),
  )

async function decideClaimOfPath<E extends ServerEnv>(
  c: Context<E>,
  approve: boolean,
  operatorId: number,
) {
  const requestId = pathId(c.req.param('id'))
  if (requestId === null) throw new HttpError(404, JOIN_REQUEST_TEXT.notFound)
  const decision = { requestId, approve, now: new Date(), operatorId }
  await decideJoinRequest(c.var.db, c.var.config, null, decision)
  return c.json({ success: true as const, id: requestId }, 200)
}
