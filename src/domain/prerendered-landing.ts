/** The landing page pre-rendered into index.html lies between these (scripts/vite-prerender-landing.ts). */
export const PRERENDER_START = '<!--prerender-->'
export const PRERENDER_END = '<!--/prerender-->'

/** The paths whose first paint is that landing page; every other path starts from an empty root. */
export const LANDING_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/log-in',
  '/sign-up',
  '/accept-invitation',
  '/reset-password',
])

/**
 * The page for a path that is not a landing path: without the pre-rendered landing, which would
 * show until the app replaced it (the server's answer, and the service worker's from its cache).
 */
export function withoutPrerenderedLanding(html: string): string {
  const start = html.indexOf(PRERENDER_START)
  const end = html.indexOf(PRERENDER_END)
  return start < 0 || end < start
    ? html
    : html.slice(0, start) + html.slice(end + PRERENDER_END.length)
}
