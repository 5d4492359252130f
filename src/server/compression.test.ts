import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_SCRIPT, ENTRY_SOURCE, writeBuiltClient } from './testing/built-client.ts'
import { listen, rawGet } from './testing/http-server.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'

describe('compressed answers, as a browser receives them', () => {
  let t: TestApp
  let server: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    t = await createTestApp({ clientDir: writeBuiltClient() })
    server = await listen(t.app)
  })
  afterAll(async () => {
    await server.close()
    await t.close()
  })

  it('sends a built script from its brotli sibling to a browser that accepts brotli', async () => {
    const res = await rawGet(`${server.url}${ENTRY_SCRIPT}`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(ENTRY_SOURCE.length / 10)
    expect(brotliDecompressSync(res.body).toString()).toBe(ENTRY_SOURCE)
  })

  it('sends the gzip sibling to a client that accepts only gzip, the file itself to one that accepts nothing', async () => {
    const gzip = await rawGet(`${server.url}${ENTRY_SCRIPT}`, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY_SOURCE)

    const plain = await rawGet(`${server.url}${ENTRY_SCRIPT}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body.toString()).toBe(ENTRY_SOURCE)
  })

  it('gzips the page on the fly', async () => {
    const res = await rawGet(`${server.url}/search`, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(res.body).toString()).toContain('<div id="root"></div>')
  })

  it('gzips an API answer of 1 KB or more, and leaves a small one as it is', async () => {
    const large = await rawGet(`${server.url}/api/v1/search_filters`, { 'Accept-Encoding': 'gzip' })
    expect(large.headers['content-encoding']).toBe('gzip')
    expect(large.headers.vary).toMatch(/accept-encoding/i)
    const json = gunzipSync(large.body).toString()
    expect(json.length).toBeGreaterThan(1024)
    expect(json).toBe(JSON.stringify(await (await t.client.search_filters.$get()).json()))

    const small = await rawGet(`${server.url}/api/v1/health`, { 'Accept-Encoding': 'gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' })
  })

  it('answers a HEAD for a built script without a body', async () => {
    const res = await fetch(`${server.url}${ENTRY_SCRIPT}`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })
})
