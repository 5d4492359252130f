import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeBuiltClient } from './testing/built-client.ts'
import { listen, rawGet } from './testing/http-server.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

const HOSTILE = '</script><script>alert(1)</script><!--'

/**
 * A built client whose renderer is `source` (the real one is built by scripts/build.ts and driven
 * in e2e/visitor-pages.spec.ts); the vendor page's screen has one style sheet.
 */
async function appWithRenderer(source: string) {
  const clientDir = writeBuiltClient()
  writeFileSync(
    path.join(clientDir, 'page-styles.json'),
    JSON.stringify({ 'src/app/routes/company/$vendorId/index.tsx': ['/assets/vendor-Abc.css'] }),
  )
  const pageRendererFile = path.join(clientDir, 'render-page.mjs')
  writeFileSync(pageRendererFile, source)
  const t = await createTestApp({ clientDir, pageRendererFile })
  return { t, server: await listen(t.app) }
}

describe("a visitor's vendor page drawn by the server", () => {
  let t: TestApp | undefined
  let server: Awaited<ReturnType<typeof listen>> | undefined
  afterEach(async () => {
    await server?.close()
    await t?.close()
  })

  it('comes with its markup, styles, image preloads and the API answers it was drawn from', async () => {
    ;({ t, server } = await appWithRenderer(`
      export async function renderPage(url, transport) {
        const answer = await transport('/api/v1/vendors/1')
        const body = await answer.json()
        return {
          markup: '<link rel="preload" as="image" href="/logo.svg"/><h1>' + body.data.name + ' ' + url + '</h1>',
          data: { vendor: body.data.name, hostile: ${JSON.stringify(HOSTILE)} },
        }
      }`))
    const res = await rawGet(`${server.url}/company/1?search_id=3`)
    expect(res.status).toBe(200)
    const html = res.body.toString()
    const [head, body] = html.split('</head>') as [string, string]
    expect(head).toContain('<link rel="stylesheet" href="/assets/vendor-Abc.css" />')
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>')
    // The API answered in process, as to a visitor: the limited vendor, its name.
    expect(body).toMatch(
      /<div id="root" data-rendered><h1>[^<]+ \/company\/1\?search_id=3<\/h1><\/div>/,
    )
    const data = body.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)
    expect(data).not.toBeNull()
    expect(JSON.parse(data?.[1] ?? '')).toEqual({ vendor: expect.any(String), hostile: HOSTILE })
    // No text of the data can end its script element or start another.
    expect(body.match(/<script/g)).toHaveLength(1)
    expect(body).not.toContain('<!--')
  })

  it('falls back to the empty app page when drawing fails, and is not drawn for other pages', async () => {
    ;({ t, server } = await appWithRenderer(`
      export async function renderPage() { throw new Error('renderer broke') }`))
    const res = await rawGet(`${server.url}/company/1`)
    expect(res.status).toBe(200)
    const html = res.body.toString()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('og:title')
    const search = await rawGet(`${server.url}/search`)
    expect(search.body.toString()).toContain('<div id="root"></div>')
  })

  it('leaves a page the app could not draw (null) to the browser', async () => {
    ;({ t, server } = await appWithRenderer('export async function renderPage() { return null }'))
    const res = await rawGet(`${server.url}/company/1`)
    expect(res.status).toBe(200)
    expect(res.body.toString()).toContain('<div id="root"></div>')
  })
})
