import { Hono } from 'hono'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { adminOverview } from './admin-overview.ts'

/** The admin site's overview counts (docs/api-admin.md). */
export const adminOverviewRoutes = new Hono<ServerEnv>().get(
  '/admin/overview',
  requireUser,
  requireSuperAdmin,
  async (c) => c.json({ overview: await adminOverview(c.var.db) }, 200),
)
