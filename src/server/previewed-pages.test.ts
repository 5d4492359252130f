import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tactics, vendors } from './db/schema/index.ts'
import { writeBuiltClient } from './testing/built-client.ts'
import { createVendor } from './testing/factories.ts'
import { listen, rawGet } from './testing/http-server.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

/** The page's head as a link previewer reads it: no JavaScript, entities decoded. */
function headOf(html: string) {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
  const meta = (key: string) => {
    const tags = [
      ...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g')),
    ]
    expect(tags, key).toHaveLength(1)
    return decode(tags[0]?.[1] ?? '')
  }
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    meta,
  }
}

describe('vendor and tactic pages fetched with a plain HTTP client', () => {
  let t: TestApp
  let server: Awaited<ReturnType<typeof listen>>
  let vendor: typeof vendors.$inferSelect
  let tactic: typeof tactics.$inferSelect
  beforeAll(async () => {
    t = await createTestApp({ clientDir: writeBuiltClient() })
    server = await listen(t.app)
    ;[vendor] = (await t.db.select().from(vendors).where(eq(vendors.id, 1))) as [
      typeof vendors.$inferSelect,
    ]
    ;[tactic] = (await t.db.select().from(tactics).where(eq(tactics.vendorId, 1)).limit(1)) as [
      typeof tactics.$inferSelect,
    ]
  })
  afterAll(async () => {
    await server.close()
    await t.close()
  })

  it("answers a vendor page with the vendor's title, description, canonical URL, Open Graph and Twitter tags", async () => {
    const res = await rawGet(`${server.url}/company/${vendor.id}?search_id=3`)
    expect(res.status).toBe(200)
    const html = res.body.toString()
    const head = headOf(html)
    expect(head.title).toBe(vendor.name)
    expect(head.canonical).toBe(`${t.config.publicUrl}/company/${vendor.id}`)
    expect(head.meta('og:title')).toBe(vendor.name)
    expect(head.meta('twitter:title')).toBe(vendor.name)
    expect(head.meta('og:url')).toBe(`${t.config.publicUrl}/company/${vendor.id}`)
    expect(head.meta('og:type')).toBe('website')
    expect(head.meta('twitter:card')).toBe('summary')
    // What a visitor may see: the vendor's types, not the description kept for signed-in users.
    expect(head.meta('description').startsWith(`${vendor.name}: `)).toBe(true)
    expect(head.meta('og:description')).toBe(head.meta('description'))
    expect(head.meta('twitter:description')).toBe(head.meta('description'))
    expect(head.meta('og:image')).toBe(new URL(vendor.logoUrl ?? '', t.config.publicUrl).href)
    expect(head.meta('og:image')).toMatch(/^https?:\/\//)
    expect(head.meta('keywords')).toContain(vendor.name)
    // The shell, with no landing page inside and no script added.
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('<script')
  })

  it("answers a tactic page with the tactic's and vendor's names", async () => {
    const res = await rawGet(`${server.url}/company/${vendor.id}/tactics/${tactic.id}`)
    expect(res.status).toBe(200)
    const head = headOf(res.body.toString())
    expect(head.title).toBe(`${tactic.name} | ${vendor.name}`)
    expect(head.meta('description').startsWith(`${tactic.name}: `)).toBe(true)
    expect(head.canonical).toBe(`${t.config.publicUrl}/company/${vendor.id}/tactics/${tactic.id}`)
    expect(head.meta('og:title')).toBe(head.title)
    expect(head.meta('og:image')).toMatch(/^https?:\/\/.+/)
  })

  it('cuts long texts to the spec lengths and escapes markup in them', async () => {
    const hostile = `<script>alert("x")</script> & 'quoted' ${'Long vendor name '.repeat(8)}`
    const long = await createVendor(t.db, { name: hostile, logoUrl: null })
    const res = await rawGet(`${server.url}/company/${long.id}`)
    const html = res.body.toString()
    const head = headOf(html)
    expect(head.title).toHaveLength(100)
    expect(head.title).toBe(`${hostile.slice(0, 97).trimEnd()}...`)
    expect(head.meta('description').length).toBeLessThanOrEqual(150)
    expect(head.meta('description')).toMatch(/\.\.\.$/)
    expect(head.meta('keywords').length).toBeLessThanOrEqual(450)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('alert("x")')
    // No logo: the app's icon, as an absolute URL.
    expect(head.meta('og:image')).toBe(`${t.config.publicUrl}/icons/icon-512.png`)
  })

  it('answers the app with status 200 on the create-company and new-tactic forms, the quote requests and Insights', async () => {
    for (const path of [
      '/company/create',
      `/company/${vendor.id}/tactics/new`,
      '/company/quotes',
      '/company/insights',
      '/company/insights?days=90',
    ]) {
      const res = await rawGet(`${server.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.body.toString(), path).not.toContain('og:title')
    }
  })

  it('answers 404 with the app (which shows its not-found page) for an unknown vendor or tactic', async () => {
    for (const path of [
      '/company/999999',
      '/company/abc',
      '/company/0',
      `/company/${vendor.id}/tactics/999999`,
      `/company/${vendor.id}/tactics/x%00y`,
      `/company/2/tactics/${tactic.id}`,
    ]) {
      const res = await rawGet(`${server.url}${path}`)
      expect(res.status, path).toBe(404)
      const html = res.body.toString()
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain('og:title')
    }
  })
})
