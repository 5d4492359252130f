import { type Context, Hono } from 'hono'
import {
  ADMIN_FEATURED_MESSAGES,
  FeaturedCandidatesQuerySchema,
  FeaturedTacticsSchema,
  FeaturedVendorsSchema,
} from '../../domain/admin-featured-schemas.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { tacticCandidates, vendorCandidates } from './featured-candidates.ts'
import {
  featuredLists,
  featuredTactics,
  featuredVendors,
  featureTactics,
  featureVendors,
} from './featured-lists.ts'

/** What an operator featured, for the log: the ids in their order. */
function logChange<E extends ServerEnv>(c: Context<E>, action: string, ids: readonly number[]) {
  c.var.logger.info('admin change', { action, ids, by: c.var.user?.id })
}

/**
 * The featured tactics and vendors and their order (docs/api-admin.md, "Featured"): what the
 * carousels show first and search ranks first. A super_admin's only.
 */
export const adminFeaturedRoutes = new Hono<ServerEnv>()
  .get('/admin/featured', requireUser, requireSuperAdmin, async (c) =>
    c.json(await featuredLists(c.var.db), 200),
  )
  .put(
    '/admin/featured/tactics',
    requireUser,
    requireSuperAdmin,
    jsonBody(FeaturedTacticsSchema),
    async (c) => {
      const ids = c.req.valid('json').tactic_ids
      const unknown = await featureTactics(c.var.db, ids, c.var.user.id)
      if (unknown.length > 0) {
        return fieldErrors(c, { tactic_ids: [ADMIN_FEATURED_MESSAGES.unknown('tactic', unknown)] })
      }
      logChange(c, 'featured tactics', ids)
      return c.json({ tactics: await featuredTactics(c.var.db) }, 200)
    },
  )
  .put(
    '/admin/featured/vendors',
    requireUser,
    requireSuperAdmin,
    jsonBody(FeaturedVendorsSchema),
    async (c) => {
      const ids = c.req.valid('json').vendor_ids
      const unknown = await featureVendors(c.var.db, ids, c.var.user.id)
      if (unknown.length > 0) {
        return fieldErrors(c, { vendor_ids: [ADMIN_FEATURED_MESSAGES.unknown('vendor', unknown)] })
      }
      logChange(c, 'featured vendors', ids)
      return c.json({ vendors: await featuredVendors(c.var.db) }, 200)
    },
  )
  .get(
    '/admin/featured/tactic_candidates',
    requireUser,
    requireSuperAdmin,
    queryParams(FeaturedCandidatesQuerySchema),
    async (c) =>
      c.json({ tactics: await tacticCandidates(c.var.db, c.req.valid('query').query) }, 200),
  )
  .get(
    '/admin/featured/vendor_candidates',
    requireUser,
    requireSuperAdmin,
    queryParams(FeaturedCandidatesQuerySchema),
    async (c) =>
      c.json({ vendors: await vendorCandidates(c.var.db, c.req.valid('query').query) }, 200),
  )
