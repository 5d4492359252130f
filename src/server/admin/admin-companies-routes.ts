import { type Context, Hono } from 'hono'
import {
  ADMIN_COMPANY_MESSAGES,
  CompanyMergeSchema,
  CompanySearchQuerySchema,
} from '../../domain/admin-companies.ts'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import { decideJoinRequest, openJoinRequests } from '../members/join-requests.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { searchCompanies } from './admin-companies.ts'
import { mergeCompanies } from './company-merge.ts'

async function decideOfPath<E extends ServerEnv>(
  c: Context<E>,
  approve: boolean,
  operatorId: number,
) {
  const requestId = pathId(c.req.param('id'))
  if (requestId === null) throw new HttpError(404, JOIN_REQUEST_TEXT.notFound)
  const decision = { requestId, approve, now: new Date(), operatorId, joinRequest: true }
  await decideJoinRequest(c.var.db, c.var.config, null, decision)
  return c.json({ success: true as const, id: requestId }, 200)
}

/** Companies in the admin site: requests to join them, and merging two that are one firm (docs/api-admin.md, "Companies"). */
export const adminCompanyRoutes = new Hono<ServerEnv>()
  .get('/admin/join_requests', requireUser, requireSuperAdmin, async (c) => {
    const requests = await openJoinRequests(c.var.db)
    const join_requests = requests.map((request) => ({
      ...request,
      requested_at: request.requested_at.toISOString(),
    }))
    return c.json({ join_requests }, 200)
  })
  .post('/admin/join_requests/:id/approve', requireUser, requireSuperAdmin, (c) =>
    decideOfPath(c, true, c.var.user.id),
  )
  .post('/admin/join_requests/:id/decline', requireUser, requireSuperAdmin, (c) =>
    decideOfPath(c, false, c.var.user.id),
  )
  .get(
    '/admin/companies',
    requireUser,
    requireSuperAdmin,
    queryParams(CompanySearchQuerySchema),
    async (c) =>
      c.json({ companies: await searchCompanies(c.var.db, c.req.valid('query').query) }, 200),
  )
  .post(
    '/admin/companies/:id/merge',
    requireUser,
    requireSuperAdmin,
    jsonBody(CompanyMergeSchema),
    async (c) => {
      const id = pathId(c.req.param('id'))
      if (id === null) throw new HttpError(404, ADMIN_COMPANY_MESSAGES.notFound)
      const intoId = c.req.valid('json').into_id
      const company = await mergeCompanies(c.var.db, id, intoId, c.var.user.id)
      c.var.logger.info('admin change', {
        action: 'merge companies',
        companyId: id,
        intoId,
        by: c.var.user.id,
      })
      return c.json({ company }, 200)
    },
  )
