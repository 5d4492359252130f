import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('GET /api/v1/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers 200 while the database answers', async () => {
    const res = await t.client.health.$get()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp()
    await broken.close()
    const res = await broken.client.health.$get()
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ errors: ['Database is not answering'] })
  })
})

describe('unknown API paths and errors', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers an unknown API path with a JSON 404, never the page', async () => {
    const res = await t.app.request('/api/v1/no-such-thing')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: ['Not found'] })
  })

  it('rejects a malformed client error report with field messages', async () => {
    const res = await t.client.client_errors.$post({ json: { message: 42 } as never })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { errors: Record<string, string[]> }
    expect(body.errors.full_messages?.length).toBeGreaterThan(0)
  })

  it('accepts a client error report', async () => {
    const res = await t.client.client_errors.$post({ json: { message: 'boom', path: '/search' } })
    expect(res.status).toBe(204)
  })
})
