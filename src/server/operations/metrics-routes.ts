import { BlockList, isIP } from 'node:net'
import { Hono } from 'hono'
import { clientAddress } from '../auth/client-address.ts'
import type { ServerEnv } from '../server-env.ts'

/** The addresses METRICS_ALLOW names: single addresses or CIDR ranges, IPv4 or IPv6. */
export function metricsAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.trim().split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    const bits = Number(prefix)
    const badPrefix =
      prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= (family === 'ipv6' ? 128 : 32))
    if (!isIP(address) || badPrefix || rest.length > 0) {
      throw new Error(
        `Invalid configuration:\nMETRICS_ALLOW: ${JSON.stringify(entry)} is no address or CIDR range`,
      )
    }
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, bits, family)
  }
  return list
}

function allowed(list: BlockList, address: string): boolean {
  // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) return list.check(v4, 'ipv4')
  return isIP(address) === 6 && list.check(address, 'ipv6')
}

/**
 * Prometheus metrics, only to the socket peers METRICS_ALLOW lists (never read from
 * X-Forwarded-For, which a client writes); everyone else gets a 404, as for any unknown path.
 */
export const metricsRoutes = new Hono<ServerEnv>().get('/metrics', async (c) => {
  if (!allowed(c.var.config.metricsAllow, clientAddress(c, false))) return c.notFound()
  const { registry } = c.var.metrics
  c.header('Cache-Control', 'no-store')
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType })
})
