import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('slider images', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('lists registered vendor logos from the seeded vendors', async () => {
    const res = await t.client.slider_images.registered_vendors.$get()
    expect(res.status).toBe(200)
    const { image_urls } = await res.json()
    expect(image_urls.length).toBeGreaterThanOrEqual(4)
    for (const url of image_urls) expect(url).toMatch(/^\/uploads\//)
  })

  it('lists registered CPG client logos', async () => {
    const res = await t.client.slider_images.cpg_clients.$get()
    const { image_urls } = await res.json()
    expect(image_urls.length).toBeGreaterThanOrEqual(4)
  })

  it('serves a listed logo as an image with a long cache lifetime', async () => {
    const { image_urls } = await (await t.client.slider_images.registered_vendors.$get()).json()
    const res = await t.app.request(image_urls[0] as string)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\//)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })
})
