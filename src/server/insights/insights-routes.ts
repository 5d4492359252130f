import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { canReadInsights, InsightsQuerySchema } from '../../domain/insights.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { type VendorAccess, vendorAccess } from '../vendors/vendor-access.ts'
import { vendorInsights } from './vendor-insights.ts'

/** The vendor of the path, decided before its query is read: 404 unknown, 403 not a reader. */
const insightReader = createMiddleware<ServerEnv & { Variables: { access: VendorAccess } }>(
  async (c, next) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    if (!access.viewer || !canReadInsights(access.viewer)) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden)
    }
    c.set('access', access)
    await next()
  },
)

/**
 * GET /vendors/{id}/insights?days=7|30|90 (docs/spec/workspace.md §5, docs/api-insights.md):
 * 401 for a visitor, 404 for an unknown vendor, 403 for anyone but the vendor's members and
 * super_admin. Counts only: no buyer is named.
 */
export const insightRoutes = new Hono<ServerEnv>().get(
  '/vendors/:id/insights',
  requireUser,
  insightReader,
  queryParams(InsightsQuerySchema),
  async (c) => c.json(await vendorInsights(c.var.db, c.var.access, c.req.valid('query').days), 200),
)
