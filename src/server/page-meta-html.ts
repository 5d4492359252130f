import { type PageMetaInput, pageMeta } from '../domain/page-meta.ts'
import { escapeHtml } from './mail/html-escape.ts'

/** A page as a link preview shows it: its meta and absolute URLs of itself and its image. */
export type PreviewedPage = PageMetaInput & { url: string; image: string }

/**
 * The page's HTML with its own title, description, keywords, canonical URL and Open Graph and
 * Twitter card tags, cut as docs/spec/marketplace.md §2 Meta information says: link previewers read these
 * without running the app. Tags only, no script, so the page's script hashes stay as they are.
 */
export function withPageMeta(html: string, page: PreviewedPage): string {
  const meta = pageMeta(page)
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['name', 'keywords', meta.keywords],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'CPG Marketplace'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', page.url],
    ['property', 'og:image', page.image],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', page.image],
  ]
  const head = [
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    ...tags.map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
  ].join('\n    ')
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `\n    ${head}\n  </head>`)
}
