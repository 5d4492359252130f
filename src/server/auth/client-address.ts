import type { BlockList } from 'node:net'
import type { Context } from 'hono'
import { listed } from '../address-list.ts'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The address a request came from: the socket's peer, or, when that peer is one of the trusted
 * proxies (TRUST_PROXY), the nearest X-Forwarded-For hop that is not a trusted proxy. Hops further
 * left are whatever the client chose to send, and any other peer's header is the client's own.
 */
export function clientAddress(c: Context, trustedProxies?: BlockList): string {
  const bindings = c.env as NodeBindings | undefined
  const peer = bindings?.incoming?.socket?.remoteAddress ?? 'unknown'
  if (!trustedProxies || !listed(trustedProxies, peer)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  let address = peer
  for (const hop of hops.reverse()) {
    address = hop
    if (!listed(trustedProxies, hop)) break
  }
  return address
}
