import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../domain/image-variants.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { fileOf, pngBytes } from '../testing/upload-files.ts'
import { LOGO_UPLOAD } from '../vendors/logo-upload.ts'
import { acceptUpload } from './accept-upload.ts'
import { LocalUploadStorage } from './local-storage.ts'
import { storeFile } from './stored-file.ts'

describe('resized WebP variants of uploaded images', () => {
  let t: TestApp
  const storage = new LocalUploadStorage(mkdtempSync(path.join(tmpdir(), 'cpg-variants-')))
  beforeAll(async () => {
    t = await createTestApp({ storage })
  })
  afterAll(() => t.close())

  const served = async (url: string) => {
    const res = await t.app.request(url)
    const bytes = Buffer.from(await res.arrayBuffer())
    return { res, meta: res.status === 200 ? await sharp(bytes).metadata() : null, bytes }
  }

  it('serves a logo at each variant width as WebP, each far smaller than the original', async () => {
    const upload = await acceptUpload(
      storage,
      fileOf(await pngBytes(1600, 900), 'logo.png', 'image/png'),
      LOGO_UPLOAD,
    )
    if (!upload.ok) throw new Error('the logo was refused')
    const original = await served(upload.url)
    expect(original.meta?.width).toBe(800)
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await served(imageVariantUrl(upload.url, width) ?? '')
      expect(variant.res.status, `${width}`).toBe(200)
      expect(variant.res.headers.get('content-type')).toBe('image/webp')
      expect(variant.res.headers.get('cache-control')).toContain('immutable')
      expect(variant.meta?.format).toBe('webp')
      expect(variant.meta?.width).toBe(width)
      expect(variant.meta?.height).toBe(Math.round((width * 900) / 1600))
    }
    const smallest = await served(imageVariantUrl(upload.url, 64) ?? '')
    expect(smallest.bytes.length).toBeLessThan(original.bytes.length / 4)
  })

  it('does not enlarge an image narrower than a variant', async () => {
    const upload = await acceptUpload(
      storage,
      fileOf(await pngBytes(100, 50), 'logo.png', 'image/png'),
      LOGO_UPLOAD,
    )
    if (!upload.ok) throw new Error('the logo was refused')
    const variant = await served(imageVariantUrl(upload.url, 512) ?? '')
    expect(variant.meta?.width).toBe(100)
  })

  it('makes the variant of an image uploaded before variants existed on its first request', async () => {
    const url = await storeFile(
      storage,
      'logos',
      await sharp(await pngBytes(640, 640))
        .jpeg()
        .toBuffer(),
      'jpg',
    )
    const variant = await served(imageVariantUrl(url, 128) ?? '')
    expect(variant.res.status).toBe(200)
    expect(variant.meta?.format).toBe('webp')
    expect(variant.meta?.width).toBe(128)
  })

  it('answers 404 for a variant of no stored image and for a malformed variant name', async () => {
    const missing = `/uploads/logos/${'0'.repeat(64)}-w64.webp`
    expect((await t.app.request(missing)).status).toBe(404)
    expect((await t.app.request(`/uploads/logos/${'0'.repeat(64)}-w64x.webp`)).status).toBe(404)
    expect((await t.app.request('/uploads/seed/x-w64.webp')).status).toBe(404)
  })
})
