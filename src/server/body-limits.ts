import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { HttpError } from './http-errors.ts'
import { BODY_TOO_LARGE, JSON_BODY_MAX_BYTES } from './input-limits.ts'

/** How large a route's body may be, and its answer to a larger one. */
type BodyLimit = { maxBytes: number; tooLarge: (c: Context) => Response }

const DEFAULT_LIMIT: BodyLimit = {
  maxBytes: JSON_BODY_MAX_BYTES,
  tooLarge: (c) => c.json({ errors: [BODY_TOO_LARGE] }, 413),
}

const declaredLimits = new WeakMap<MiddlewareHandler, BodyLimit>()

/**
 * Declares the largest body a route takes (an upload route's files and form), in its chain like a
 * middleware. streamedBodyLimit finds it among the request's matched handlers and applies it
 * before any middleware reads the body; in the chain itself it does nothing.
 */
export function routeBodyLimit(
  maxBytes: number,
  tooLarge: (c: Context) => Response = DEFAULT_LIMIT.tooLarge,
): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next()
  declaredLimits.set(declaration, { maxBytes, tooLarge })
  return declaration
}

function limitOf(c: Context): BodyLimit {
  for (const route of matchedRoutes(c)) {
    const declared = declaredLimits.get(route.handler)
    if (declared) return declared
  }
  return DEFAULT_LIMIT
}

/** The body, passed on as it is read, erroring (and reading no further) past `maxBytes`. */
function countedBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  onCut: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let size = 0
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      size += value.byteLength
      if (size <= maxBytes) return controller.enqueue(value)
      onCut()
      controller.error(new HttpError(413, BODY_TOO_LARGE))
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/**
 * Every body, whatever its type, is held to its route's limit (routeBodyLimit; 1 MB where a route
 * declares none) before anything reads it, so no middleware (the idempotency fingerprint, a
 * validator) keeps more. A stated Content-Length over the limit is answered at once, unread: Node
 * reads no further than a stated length. A body without one is counted as it streams and cut past
 * the limit. The rest is never read: @hono/node-server closes the connection half a second after
 * the answer, time for the client to read it (a close at once would reset the connection under
 * the answer while the client still sends).
 */
export const streamedBodyLimit: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body
  if (!body) return next()
  const limit = limitOf(c)
  const stated = c.req.header('content-length')
  if (stated !== undefined && !c.req.header('transfer-encoding')) {
    return Number(stated) > limit.maxBytes ? limit.tooLarge(c) : next()
  }
  let cut = false
  const counted = countedBody(body, limit.maxBytes, () => {
    cut = true
  })
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit)
  await next()
  if (cut) c.res = limit.tooLarge(c)
}
