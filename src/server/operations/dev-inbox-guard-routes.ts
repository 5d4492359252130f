import type { MiddlewareHandler } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * The development inbox answers only a browser on this machine: the socket's peer must be a
 * loopback address and no proxy may have forwarded the request (docs/security.md, mail).
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? ''
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded')
  if (!LOOPBACK.test(peer) || forwarded !== undefined) return c.notFound()
  await next()
}
