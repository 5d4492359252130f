import { Hono } from 'hono'
import { AuditListQuerySchema } from '../../domain/admin-audit.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { listAuditEvents } from './admin-audit.ts'

/** The audit log of the admin site (docs/api-admin.md, "Audit log"): a super_admin's only. */
export const adminAuditRoutes = new Hono<ServerEnv>().get(
  '/admin/audit',
  requireUser,
  requireSuperAdmin,
  queryParams(AuditListQuerySchema),
  async (c) => c.json(await listAuditEvents(c.var.db, c.req.valid('query')), 200),
)
