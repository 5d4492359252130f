import { Hono } from 'hono'
import { ClientErrorSchema } from '../../domain/client-error-report.ts'
import { clientAddress } from '../auth/client-address.ts'
import { enforceLimit } from '../auth/rate-limit.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'

/** Reports an address may send in ten minutes: a crashing screen, not a log flood. */
export const CLIENT_ERRORS_PER_WINDOW = 10
const TEN_MINUTES_MS = 10 * 60_000
export const TOO_MANY_REPORTS = 'Too many error reports, please try again later'

/** The error-reporting service for render crashes: they land in the server's log. */
export const clientErrorRoutes = new Hono<ServerEnv>().post(
  '/client_errors',
  async (c, next) => {
    const address = clientAddress(c, c.var.config.trustProxy)
    const limit = {
      key: `client-errors:${address}`,
      max: CLIENT_ERRORS_PER_WINDOW,
      windowMs: TEN_MINUTES_MS,
    }
    await enforceLimit(c.var.db, limit, TOO_MANY_REPORTS)
    await next()
  },
  jsonBody(ClientErrorSchema),
  (c) => {
    const report = c.req.valid('json')
    c.var.logger.warn('client error', {
      message: report.message,
      path: report.path.split('?')[0],
      stack: report.stack,
    })
    return c.body(null, 204)
  },
)
