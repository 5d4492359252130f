import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderedPage } from '#domain/rendered-page.ts'

type RenderPage = (url: string, transport: typeof fetch) => Promise<RenderedPage | null>

/** The pages the server draws for a visitor, by the route file that shows them. */
export const RENDERED_ROUTES = {
  vendor: 'src/app/routes/company/$vendorId/index.tsx',
  tactic: 'src/app/routes/company/$vendorId/tactics/$tacticId/index.tsx',
} as const
export type RenderedRoute = keyof typeof RENDERED_ROUTES

/** Written by the client's build (scripts/vite-page-styles.ts). */
const PAGE_STYLES_FILE = 'page-styles.json'
/** React 19 puts its image preloads ahead of the markup; they belong in the head. */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/
const EMPTY_ROOT = '<div id="root"></div>'

/** A shell page with a visitor's view of one page drawn into it. */
export type PageRenderer = (
  shellHtml: string,
  url: string,
  route: RenderedRoute,
  transport: typeof fetch,
) => Promise<string | null>

/**
 * Draws a visitor's vendor or tactic page on the server (docs/performance.md): the markup and the
 * API answers it came from go into the shell, with the screen's style sheets, so a phone paints the
 * page before any script arrives and the app adopts it. Null when the build has no renderer.
 */
export function pageRenderer(clientDir: string, rendererFile: string): PageRenderer | null {
  const stylesFile = path.join(clientDir, PAGE_STYLES_FILE)
  if (!existsSync(rendererFile) || !existsSync(stylesFile)) return null
  const styles = JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>
  // Loaded at start, so the first visitor does not wait for React to load on the server.
  const renderPage: Promise<RenderPage> = import(pathToFileURL(rendererFile).href).then(
    (module: { renderPage: RenderPage }) => module.renderPage,
  )
  return async (shellHtml, url, route, transport) => {
    const page = await (await renderPage)(url, transport)
    return page && withRenderedPage(shellHtml, page, styles[RENDERED_ROUTES[route]] ?? [])
  }
}

function withRenderedPage(html: string, page: RenderedPage, styles: string[]): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error('The shell page has no empty #root')
  const preloads = page.markup.match(IMAGE_PRELOADS)?.[0] ?? ''
  const markup = page.markup.slice(preloads.length)
  const links = styles.map((href) => `<link rel="stylesheet" href="${href}" />`).join('')
  // Read by the app (src/app/main.tsx) as text, never run; `<` escaped so no text can end the tag.
  const data = JSON.stringify(page.data).replace(/</g, '\\u003c')
  return html
    .replace('</head>', () => `${links}${preloads}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-rendered>${markup}</div><script type="application/json" id="page-data">${data}</script>`,
    )
}
