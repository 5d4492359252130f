import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_TOO_COMPLEX } from '../../domain/upload-messages.ts'
import { quoteReplies, quoteRequests, tactics } from '../db/schema/index.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { listen } from '../testing/http-server.ts'
import { objectStreamBomb, pageContentBomb } from '../testing/pdf-bombs.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { fileOf, pdfBytes } from '../testing/upload-files.ts'

const MB = 1024 * 1024

/**
 * The work's result, how long it took and how much the server's process grew meanwhile: sampled
 * every 10 ms, which only happens while the event loop is free.
 */
async function measured<T>(work: () => Promise<T>) {
  const base = process.memoryUsage.rss()
  let peak = base
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }
  const sampler = setInterval(sample, 10)
  const started = performance.now()
  try {
    const result = await work()
    sample()
    return { result, ms: performance.now() - started, grewMb: (peak - base) / MB }
  } finally {
    clearInterval(sampler)
  }
}

describe('uploads that unpack to far more than they weigh', () => {
  let t: TestApp
  let server: Awaited<ReturnType<typeof listen>>
  let headers: Record<string, string>
  let illustrationsUrl: string
  let repliesUrl: string
  let quoteId: number
  const bombs: Record<string, Buffer> = {}

  beforeAll(async () => {
    t = await createTestApp()
    // Over a real socket, as a client reaches it: every request waits its turn on the event loop.
    server = await listen(t.app)
    const vendor = await createVendor(t.db)
    const admin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    headers = authHeaders(await signIn(t, admin.email, TEST_PASSWORD))
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId: vendor.id, name: 'Endcap sampling', description: 'x' })
      .returning()
    illustrationsUrl = `${server.url}/api/v1/vendors/${vendor.id}/tactics/${tactic?.id}/illustrations`
    const buyer = await createUser(t.db)
    const [quote] = await t.db
      .insert(quoteRequests)
      .values({ userId: buyer.id, vendorId: vendor.id, status: 'sent', closedAt: new Date() })
      .returning()
    quoteId = quote?.id as number
    repliesUrl = `${server.url}/api/v1/quotes/${quoteId}/replies`
    bombs['1 GB in an object stream'] = await objectStreamBomb(1024 * MB)
    bombs['300 MB in an object stream'] = await objectStreamBomb(300 * MB)
    bombs['1 GB in an object stream deflated twice'] = await objectStreamBomb(1024 * MB, 2)
    bombs['1 GB of page contents'] = await pageContentBomb(1024 * MB)
    // The first check starts a worker: the server has run one before a bomb comes.
    expect((await uploadIllustration(pdfBytes())).status).toBe(201)
  })
  afterAll(async () => {
    await server.close()
    await t.close()
  })

  const uploadIllustration = (bytes: Uint8Array) => {
    const form = new FormData()
    form.set('image', fileOf(bytes, 'deck.pdf', 'application/pdf'))
    return fetch(illustrationsUrl, { method: 'POST', body: form, headers })
  }

  const refusedAsTooComplex = async (res: Response) => {
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ errors: { image: [UPLOAD_TOO_COMPLEX] } })
  }

  it.each([
    ['1 GB in an object stream', 1.1 * MB],
    ['300 MB in an object stream', 0.33 * MB],
    ['1 GB in an object stream deflated twice', 3 * 1024],
    ['1 GB of page contents', 1.1 * MB],
  ])(
    'refuses a small PDF that inflates to %s quickly, the server growing < 200 MB',
    async (name, size) => {
      const bomb = bombs[name] as Buffer
      expect(bomb.length).toBeLessThan(size)
      const { result, ms, grewMb } = await measured(() => uploadIllustration(bomb))
      await refusedAsTooComplex(result)
      expect(ms).toBeLessThan(5000)
      expect(grewMb).toBeLessThan(200)
    },
  )

  it('refuses the same bombs attached to a quote reply, and keeps no reply', async () => {
    const form = new FormData()
    form.set('text', 'Our rate card')
    form.append('attachments', fileOf(pdfBytes(), 'fine.pdf', 'application/pdf'))
    form.append(
      'attachments',
      fileOf(bombs['1 GB of page contents'] as Buffer, 'deck.pdf', 'application/pdf'),
    )
    const { result, ms, grewMb } = await measured(() =>
      fetch(repliesUrl, { method: 'POST', body: form, headers }),
    )
    expect(result.status).toBe(422)
    expect(await result.json()).toMatchObject({ errors: { attachments: [UPLOAD_TOO_COMPLEX] } })
    expect(ms).toBeLessThan(5000)
    expect(grewMb).toBeLessThan(200)
    const replies = t.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, quoteId))
    expect(await replies).toEqual([])
  })

  it('answers health within 1 s while 4 PDF bombs are checked', async () => {
    let checking = true
    const uploads = Promise.all(
      [
        '1 GB in an object stream deflated twice',
        '1 GB in an object stream',
        '1 GB in an object stream deflated twice',
        '1 GB of page contents',
      ].map((name) => uploadIllustration(bombs[name] as Buffer)),
    ).finally(() => {
      checking = false
    })
    const latencies: number[] = []
    while (checking) {
      const started = performance.now()
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200)
      latencies.push(performance.now() - started)
    }
    for (const res of await uploads) await refusedAsTooComplex(res)
    expect(latencies.length).toBeGreaterThan(0)
    expect(Math.max(...latencies)).toBeLessThan(1000)
  })

  it('refuses a 64-megapixel picture before decoding it, with the same message', async () => {
    const png = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(png.length).toBeLessThan(MB)
    const form = new FormData()
    form.set('profile_picture', fileOf(png, 'me.png', 'image/png'))
    const { result, ms, grewMb } = await measured(() =>
      fetch(`${server.url}/api/v1/accounts/profile_picture`, {
        method: 'PUT',
        body: form,
        headers,
      }),
    )
    expect(result.status).toBe(422)
    expect(await result.json()).toMatchObject({ errors: { profile_picture: [UPLOAD_TOO_COMPLEX] } })
    expect(ms).toBeLessThan(1000)
    expect(grewMb).toBeLessThan(50)
  })
})
