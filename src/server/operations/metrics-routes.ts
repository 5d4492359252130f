import { Hono } from 'hono'
import { listed } from '../address-list.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { ServerEnv } from '../server-env.ts'

/**
 * Prometheus metrics, only to the socket peers METRICS_ALLOW lists (never read from
 * X-Forwarded-For, which a client writes); everyone else gets a 404, as for any unknown path.
 */
export const metricsRoutes = new Hono<ServerEnv>().get('/metrics', async (c) => {
  if (!listed(c.var.config.metricsAllow, clientAddress(c))) return c.notFound()
  const { registry } = c.var.metrics
  c.header('Cache-Control', 'no-store')
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType })
})
