import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'

/** After requireUser: the admin API answers 403 to every role but super_admin (docs/api-admin.md). */
export const requireSuperAdmin = createMiddleware<ServerEnv>(async (c, next) => {
  if (c.var.user?.role !== 'super_admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
  await next()
})
