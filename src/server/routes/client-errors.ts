import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { jsonBody } from '../validation.ts'

const ClientError = v.object({
  message: v.pipe(v.string(), v.maxLength(2000)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(8000))),
  path: v.pipe(v.string(), v.maxLength(2000)),
})

/** The error-reporting service for render crashes: they land in the server's log. */
export const clientErrorRoutes = new Hono<AppEnv>().post(
  '/client_errors',
  jsonBody(ClientError),
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
