import type { MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress'

/** Below this a compressed answer saves less than its headers cost (docs/performance.md). */
export const COMPRESS_MIN_BYTES = 1024

/**
 * Gzips pages and API answers of at least 1 KB on the fly, for clients that accept it. Built
 * assets are not compressed here: they are sent from their precompressed siblings.
 *
 * Hono's compress middleware can only skip small answers whose length it knows; JSON and HTML
 * answers are strings in memory, so their length is set first.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_MIN_BYTES })
  return (c, next) =>
    gzip(c, async () => {
      await next()
      const type = c.res.headers.get('Content-Type')
      if (
        !c.res.body ||
        c.res.headers.has('Content-Length') ||
        c.res.headers.has('Content-Encoding') ||
        !type ||
        !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
      )
        return
      const body = await c.res.arrayBuffer()
      c.res = new Response(body, c.res)
      c.res.headers.set('Content-Length', String(body.byteLength))
    })
}
