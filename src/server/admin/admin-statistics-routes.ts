import { Hono } from 'hono'
import { StatisticsQuerySchema } from '../../domain/admin-statistics.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { adminStatistics } from './admin-statistics.ts'

/** The dashboard's charts (docs/api-admin.md, "Statistics"): a super_admin's only. */
export const adminStatisticsRoutes = new Hono<ServerEnv>().get(
  '/admin/statistics',
  requireUser,
  requireSuperAdmin,
  queryParams(StatisticsQuerySchema),
  async (c) =>
    c.json({ statistics: await adminStatistics(c.var.db, c.req.valid('query').days) }, 200),
)
