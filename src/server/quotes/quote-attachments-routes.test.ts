import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_MESSAGES,
  type QuoteSummary,
  type QuoteThread,
} from '../../domain/quotes.ts'
import { quoteAttachments, quoteReplies } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import {
  fileOf,
  gifBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  polyglotBytes,
} from '../testing/upload-files.ts'
import { createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

type Headers = Record<string, string>
const MB = 1024 * 1024

/**
 * Attachments of replies (docs/spec/workspace.md §3 "as for illustrations"): png, jpg or pdf by
 * content, 5 MB and 5 files at most, a pdf without active content, kept privately and streamed only
 * to the thread's readers.
 */
describe('quote reply attachments', () => {
  let t: TestApp
  let actors: VendorActors
  let quoteId: number

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const res = await apiRequest(
      t,
      'POST',
      '/quotes',
      { targets: [{ vendor_id: actors.vendor.id }], email_subject: 'Files', email_text: 'Hi' },
      actors.headers.cpg_user,
    )
    quoteId = ((await res.json()) as { quotes: QuoteSummary[] }).quotes[0]?.id as number
  })
  afterAll(() => t.close())

  function replyWith(files: File[], headers: Headers = actors.headers.vendor_admin) {
    const form = new FormData()
    form.set('text', 'See attached')
    for (const file of files) form.append('attachments', file)
    return t.app.request(`/api/v1/quotes/${quoteId}/replies`, {
      method: 'POST',
      body: form,
      headers,
    })
  }

  const replyCount = async () =>
    (await t.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, quoteId))).length

  async function refused(files: File[], message: string, status = 422) {
    const before = await replyCount()
    const res = await replyWith(files)
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ errors: { attachments: [message] } })
    expect(await replyCount()).toBe(before)
  }

  it('keeps png, jpg and pdf files and serves each to the thread’s readers with safe headers', async () => {
    const res = await replyWith([
      fileOf(await pngBytes(), 'C:\\fakepath\\mock"up.png', 'image/png'),
      fileOf(await jpegBytes(), 'photo.jpeg', 'image/jpeg'),
      fileOf(pdfBytes(), 'Rate card é.pdf', 'application/pdf'),
    ])
    expect(res.status).toBe(201)
    const { reply } = (await res.json()) as { reply: QuoteThread['replies'][number] }
    expect(reply.attachments.map((a) => [a.name, a.content_type])).toEqual([
      ['mockup.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['Rate card é.pdf', 'application/pdf'],
    ])
    const [png, , pdf] = reply.attachments
    for (const who of ['cpg_user', 'vendor_user', 'super_admin'] as const) {
      const file = await t.app.request(pdf?.url as string, { headers: actors.headers[who] })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="Rate card _.pdf"; filename*=UTF-8''Rate%20card%20%C3%A9.pdf`,
      )
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      // Stricter than private: nothing keeps it (the session's answers are never stored).
      expect(file.headers.get('cache-control')).toBe('no-store')
      expect((await file.arrayBuffer()).byteLength).toBe(pdf?.size)
    }
    const image = await t.app.request(png?.url as string, { headers: actors.headers.cpg_user })
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename="mockup.png"/)
  })

  it('refuses the download to anyone else, and keeps the files out of /uploads', async () => {
    const res = await replyWith([fileOf(await pngBytes(), 'secret.png', 'image/png')])
    const { reply } = (await res.json()) as { reply: QuoteThread['replies'][number] }
    const url = reply.attachments[0]?.url as string
    const stranger = await t.app.request(url, { headers: actors.headers.other_vendor_admin })
    expect(stranger.status).toBe(403)
    expect((await t.app.request(url)).status).toBe(401)
    const elsewhere = await t.app.request(url.replace(`/quotes/${quoteId}/`, '/quotes/1/'), {
      headers: actors.headers.super_admin,
    })
    expect(elsewhere.status).toBe(404)
    const [row] = await t.db
      .select()
      .from(quoteAttachments)
      .where(eq(quoteAttachments.id, reply.attachments[0]?.id as number))
    expect(row?.storageKey).toMatch(/^quote-attachments\//)
    expect((await t.app.request(`/uploads/${row?.storageKey}`)).status).toBe(404)
    const unknown = await t.app.request(`/api/v1/quotes/${quoteId}/attachments/2147483000`, {
      headers: actors.headers.cpg_user,
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errors: [QUOTE_MESSAGES.attachmentNotFound] })
  })

  it('refuses a file of another type, a polyglot and a PDF with active content; nothing is kept', async () => {
    await refused([fileOf(await gifBytes(), 'a.png', 'image/png')], QUOTE_MESSAGES.attachmentFormat)
    await refused(
      [fileOf(await polyglotBytes(), 'a.jpg', 'image/jpeg')],
      QUOTE_MESSAGES.attachmentFormat,
    )
    const hostile = pdfBytes('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ')
    await refused([fileOf(hostile, 'deck.pdf', 'application/pdf')], QUOTE_MESSAGES.attachmentFormat)
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    await refused([fileOf(html, 'page.pdf', 'application/pdf')], QUOTE_MESSAGES.attachmentFormat)
  })

  it('refuses a sixth file and a file over 5 MB', async () => {
    const png = await pngBytes()
    const six = Array.from({ length: 6 }, (_, i) => fileOf(png, `p${i}.png`, 'image/png'))
    await refused(six, QUOTE_MESSAGES.attachmentsMax)
    const large = new Uint8Array(QUOTE_ATTACHMENT_MAX_BYTES + 1)
    large.set(png)
    await refused([fileOf(large, 'large.png', 'image/png')], QUOTE_MESSAGES.attachmentTooLarge)
    // Past what 5 files may weigh, the body is refused before it is read.
    const body = new Uint8Array(26 * MB)
    await refused([fileOf(body, 'huge.pdf', 'application/pdf')], QUOTE_MESSAGES.attachmentTooLarge)
  })

  it('takes no files from super_admin, who reads but does not reply', async () => {
    const res = await replyWith(
      [fileOf(await pngBytes(), 'a.png', 'image/png')],
      actors.headers.super_admin,
    )
    expect(res.status).toBe(403)
  })
})
