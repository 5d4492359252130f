import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { LANDING_PATHS, withoutPrerenderedLanding } from '#domain/prerendered-landing.ts'
import { withPageMeta } from './page-meta-html.ts'
import { previewedPage } from './previewed-pages.ts'
import type { PageRenderer } from './rendered-page.ts'
import type { ServerEnv } from './server-env.ts'

/** For names that change with their content: hashed assets and uploads. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Files whose name stays the same across releases: the browser must revalidate them. */
const REVALIDATE = new Set([
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/registerSW.js',
  '/warm-chunks.json',
])

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE
  if (REVALIDATE.has(requestPath)) return 'no-cache'
  return 'public, max-age=86400'
}

/**
 * Serves the built client with an SPA fallback; /api and /uploads never fall back to the page. A
 * vendor or tactic page comes drawn for a visitor by `renderer`, its data read from `api`.
 */
export function clientRoutes(
  clientDir: string,
  renderer: PageRenderer | null,
  api: (request: Request, env: unknown) => Response | Promise<Response>,
) {
  const indexFile = path.join(clientDir, 'index.html')
  const app = new Hono<ServerEnv>()
  if (!existsSync(indexFile)) return app
  const indexHtml = readFileSync(indexFile, 'utf8')
  // Other routes start from an empty root rather than flashing the pre-rendered landing page.
  const shellHtml = withoutPrerenderedLanding(indexHtml)
  return (
    app
      .use('*', async (c, next) => {
        await next()
        if (c.res.status !== 200) return
        const { headers } = c.res
        if (!headers.has('Cache-Control')) {
          headers.set(
            'Cache-Control',
            cacheControlFor(c.req.path === '/' ? '/index.html' : c.req.path),
          )
        }
        // Text files are sent brotli or gzip encoded by what the client accepts: caches must key on it.
        const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '')
        if (compressible && !/accept-encoding/i.test(headers.get('Vary') ?? '')) {
          headers.append('Vary', 'Accept-Encoding')
        }
      })
      // Text files of the build have .br and .gz siblings (scripts/vite-precompress.ts).
      .use('*', serveStatic({ root: clientDir, precompressed: true }))
      .get('*', async (c) => {
        if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/uploads/'))
          return c.notFound()
        // A missing file is a 404, not the page: a stale tab must see its chunk fail.
        if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path))
          return c.notFound()
        c.header('Cache-Control', 'no-cache')
        if (LANDING_PATHS.has(c.req.path)) return c.html(indexHtml)
        const page = await previewedPage(c.var.db, c.req.path, c.var.config.publicUrl)
        // The app shows its not-found page; the status tells crawlers and link previewers.
        if (page === 'not-found') return c.html(shellHtml, 404)
        if (!page) return c.html(shellHtml)
        const html = withPageMeta(shellHtml, page)
        const url = `${c.req.path}${new URL(c.req.url).search}`
        // The API answers in this process, as it would the visitor's browser (same client address).
        const transport: typeof fetch = async (input, init) =>
          api(new Request(new URL(String(input), c.req.url), init), c.env)
        const rendered = await renderer?.(html, url, page.route, transport).catch((error) => {
          c.var.logger.error('page render failed', { path: c.req.path, error: String(error) })
          return null
        })
        return c.html(rendered ?? html)
      })
  )
}
