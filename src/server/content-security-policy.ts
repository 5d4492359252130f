import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/** 'sha256-…' sources of every inline script of a page: the landing's deferred boot script. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}

/**
 * The policy of every HTML answer (docs/security.md, CSP): scripts only from the app's origin and
 * the hashed inline boot script; WebAssembly may be compiled ('wasm-unsafe-eval', not eval: the
 * booth code reader's ZXing module, itself fetched from the origin); Ionic sets inline styles, so
 * styles allow them; videos play in YouTube's and Vimeo's players (src/app/ui/video-embed-url.ts).
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Sets the policy on each HTML answer that has none of its own (uploads carry a stricter one). */
export const htmlSecurityPolicy =
  (policy: string): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type') ?? ''
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('Content-Security-Policy', policy)
    }
  }
