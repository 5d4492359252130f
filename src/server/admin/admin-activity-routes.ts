import { Hono } from 'hono'
import { ACTIVITY_CSV_MAX_ROWS, ActivityFilterSchema } from '../../domain/admin-activity.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { activityCsv } from './activity-csv.ts'
import { activityRows, listActivity } from './admin-activity.ts'

/** The buyers' quote requests, shares and nudges (docs/api-admin.md, "Activity"). */
export const adminActivityRoutes = new Hono<ServerEnv>()
  .get(
    '/admin/activity',
    requireUser,
    requireSuperAdmin,
    queryParams(ActivityFilterSchema),
    async (c) => c.json(await listActivity(c.var.db, c.req.valid('query')), 200),
  )
  .get(
    '/admin/activity.csv',
    requireUser,
    requireSuperAdmin,
    queryParams(ActivityFilterSchema),
    async (c) => {
      const rows = await activityRows(c.var.db, c.req.valid('query'), ACTIVITY_CSV_MAX_ROWS)
      const day = new Date().toISOString().slice(0, 10)
      return c.body(activityCsv(rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="activity-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
    },
  )
