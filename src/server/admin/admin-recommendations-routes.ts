import { type Context, Hono } from 'hono'
import {
  ADMIN_RECOMMENDATION_MESSAGES,
  type AdminRecommendation,
  RecommendationChangeSchema,
  RecommendationInviteSchema,
  RecommendationListQuerySchema,
} from '../../domain/admin-recommendations.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { limitActionMails } from '../buyer-actions/action-mail-limit.ts'
import { fieldErrors, HttpError } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import {
  adminRecommendation,
  changeRecommendation,
  listRecommendations,
} from './admin-recommendations.ts'
import { inviteRecommendedVendor } from './recommendation-invitation.ts'

/** The recommendation the path names; 404 for an id that names none. */
async function recommendationOfPath<E extends ServerEnv>(
  c: Context<E>,
): Promise<AdminRecommendation> {
  const id = pathId(c.req.param('id'))
  const recommendation = id === null ? undefined : await adminRecommendation(c.var.db, id)
  if (!recommendation) throw new HttpError(404, ADMIN_RECOMMENDATION_MESSAGES.notFound)
  return recommendation
}

/** The buyers' recommendations in the admin site (docs/api-admin.md, "Recommendations"). */
export const adminRecommendationRoutes = new Hono<ServerEnv>()
  .get(
    '/admin/recommendations',
    requireUser,
    requireSuperAdmin,
    queryParams(RecommendationListQuerySchema),
    async (c) => c.json(await listRecommendations(c.var.db, c.req.valid('query')), 200),
  )
  .patch(
    '/admin/recommendations/:id',
    requireUser,
    requireSuperAdmin,
    jsonBody(RecommendationChangeSchema),
    async (c) => {
      const recommendation = await recommendationOfPath(c)
      const { id } = recommendation
      const change = c.req.valid('json')
      await changeRecommendation(c.var.db, recommendation, change, c.var.user.id)
      c.var.logger.info('admin change', {
        action: 'recommendation',
        recommendationId: id,
        by: c.var.user.id,
        status: change.status,
      })
      return c.json({ recommendation: await recommendationOfPath(c) }, 200)
    },
  )
  .post(
    '/admin/recommendations/:id/invite',
    requireUser,
    requireSuperAdmin,
    idempotent,
    jsonBody(RecommendationInviteSchema),
    async (c) => {
      const recommendation = await recommendationOfPath(c)
      if (recommendation.invited_at) {
        throw new HttpError(409, ADMIN_RECOMMENDATION_MESSAGES.alreadyInvited)
      }
      const to = c.req.valid('json').email ?? recommendation.vendor_email
      if (!to) return fieldErrors(c, { email: [ADMIN_RECOMMENDATION_MESSAGES.emailRequired] })
      await limitActionMails(c.var.db, c.var.user.id)
      const sent = await inviteRecommendedVendor(
        c.var.db,
        c.var.config.publicUrl,
        recommendation,
        to,
        c.var.user.id,
      )
      if (!sent) throw new HttpError(409, ADMIN_RECOMMENDATION_MESSAGES.alreadyInvited)
      c.var.logger.info('admin change', {
        action: 'invite recommended vendor',
        recommendationId: recommendation.id,
        by: c.var.user.id,
      })
      return c.json({ recommendation: await recommendationOfPath(c) }, 200)
    },
  )
