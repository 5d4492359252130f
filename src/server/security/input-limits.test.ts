import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BODY_TOO_LARGE,
  CONTROL_CHARACTERS,
  JSON_BODY_MAX_BYTES,
  NESTED_TOO_DEEPLY,
} from '../input-limits.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const signInBody = (size: number) =>
  JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(size) })

/** A body sent in chunks with no Content-Length, as a client streaming it would. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024))
      offset += 64 * 1024
    },
  })
}

describe('input limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit)

  it('answers 413 in the usual shape for a JSON body over 1 MB', async () => {
    const body = signInBody(JSON_BODY_MAX_BYTES + 1)
    const res = await post('/auth/sign_in', body, { 'content-length': String(body.length) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ errors: [BODY_TOO_LARGE] })
  })

  it('answers 413 for a body over 1 MB streamed without a Content-Length', async () => {
    const res = await post('/auth/sign_in', streamed(signInBody(3 * JSON_BODY_MAX_BYTES)), {
      'transfer-encoding': 'chunked',
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ errors: [BODY_TOO_LARGE] })
  })

  it('reads a body just under 1 MB as usual', async () => {
    const res = await post('/auth/sign_in', signInBody(JSON_BODY_MAX_BYTES - 100))
    expect(res.status).toBe(422)
  })

  it.each([
    [
      'a NUL in a JSON field',
      () => apiRequest(t, 'POST', '/auth/sign_in', { email: 'a\u0000@b.example', password: 'x' }),
      'email',
    ],
    [
      'a NUL in a nested field',
      () =>
        apiRequest(t, 'POST', '/user_verifications', {
          user: { first_name: 'A\u0000' },
          vendor: {},
        }),
      'user.first_name',
    ],
    [
      'an escape in a list item',
      () => apiRequest(t, 'POST', '/auth/password', { email: ['x\u001b'] }),
      'email.0',
    ],
    [
      'a line feed in a one-line field',
      () => apiRequest(t, 'POST', '/auth/password', { email: 'a@b.example\nBcc: c@d.example' }),
      'email',
    ],
    [
      'a NUL in a query parameter',
      () => apiRequest(t, 'GET', '/vendor_search?keyword=%00'),
      'keyword',
    ],
    [
      'a NUL in a visitor autocomplete',
      () => apiRequest(t, 'GET', '/tactic_search?autocomplete=true&keyword=a%00b'),
      'keyword',
    ],
    ['a NUL in a path', () => apiRequest(t, 'GET', '/vendors/1%00'), 'path'],
  ])('refuses %s with 422', async (_name, send, field) => {
    const res = await send()
    expect(res.status).toBe(422)
    const body = (await res.json()) as { errors: Record<string, string[]> }
    expect(body.errors[field]).toEqual([CONTROL_CHARACTERS])
  })

  it('keeps tabs and line feeds in free text', async () => {
    const res = await apiRequest(t, 'POST', '/client_errors', {
      message: 'TypeError:\tboom',
      stack: 'at a\n\tat b',
      path: '/search',
    })
    expect(res.status).toBe(204)
  })

  it('answers malformed JSON with 400 in the usual shape', async () => {
    const res = await post('/auth/sign_in', '{"email": ')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: ['Malformed JSON in request body'] })
  })

  it('answers JSON nested 10,000 deep with 400, and one 30 deep as usual', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    const deep = await post('/recommend_vendor', nested(10_000))
    expect(deep.status).toBe(400)
    expect(await deep.json()).toEqual({ errors: [NESTED_TOO_DEEPLY] })
    const shallow = await post('/auth/sign_in', nested(30))
    expect(shallow.status).not.toBe(400)
  })
})
