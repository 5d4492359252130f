import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The address a request came from: the socket's peer, or behind a trusted proxy the hop that proxy
 * appended last (earlier X-Forwarded-For entries are whatever the client chose to send).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',')
    const last = hops[hops.length - 1]?.trim()
    if (last) return last
  }
  const bindings = c.env as NodeBindings | undefined
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown'
}
