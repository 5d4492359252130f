import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tactics } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../testing/upload-files.ts'
import { createApi } from '../web-server.ts'

/** Change the seed to explore; a failure names the seed and request, so it replays exactly. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125)
const REQUESTS = 1_100
/** Multipart bodies sent to the upload of a shortlist item's photo. */
const UPLOADS = 120

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, pick }
}

const KEYS = [
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'first_name',
  'last_name',
  'job_title',
  'company_name',
  'company_website',
  'company_type',
  'company_id',
  'user',
  'vendor',
  'keyword',
  'page',
  'per_page',
  'autocomplete',
  'ids',
  'vendor_type_ids',
  'code',
  'token',
  'role',
  'emails',
  'message',
  'description',
  'name',
  'email_to',
  'email_cc',
  'email_subject',
  'email_text',
  'search_id',
  'vendor_name',
  'vendor_website',
  'tactic_name',
  'videos',
  'stack',
  'path',
  'confirmation_token',
  'reset_password_token',
  'redirect_url',
  'invitation_token',
  'agree_to_service_agreement',
  'phone',
  'digest_notifications',
  'tactic_id',
  'vendor_id',
  'kind',
  'id',
  'note',
  'items',
  'user_ids',
  'tactic_ids',
  'targets',
  'shortlist_id',
  'text',
  'outcome',
  'status',
  'query',
  'alerts',
  'opened',
  'tab',
  'options',
  'days',
  'insights_digest',
  'booth',
  'venue',
  'city',
  'starts_on',
  'ends_on',
  'q',
  'sort',
  'event',
] as const

const TEXTS = [
  '',
  ' ',
  'a',
  'Ab1!defgh',
  'buyer@demo.example',
  'x@y.z',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  'line\nbreak',
  'tab\there',
  '\ud800',
  '😀'.repeat(50),
  'ä'.repeat(300),
  'x'.repeat(5000),
  '../../etc/passwd',
  'https://evil.example/',
  '//evil.example',
  'javascript:alert(1)',
  '{"a":1}',
  '[]',
  '9'.repeat(40),
  '2147483648',
  '-2147483649',
  '1.5',
  ' 12 ',
] as const

const PARAMS = [
  '1',
  '2',
  '0',
  '-1',
  'abc',
  '99999999999',
  '2147483648',
  '1.5',
  '%20',
  '%FF',
  '1e3',
  '64',
  'vendor',
  'tactic',
  'me',
] as const

/** Percent-encoded; a lone surrogate goes as its raw (invalid UTF-8) bytes. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

function fuzzer(seed: number) {
  const { next, pick } = prng(seed)
  function value(depth: number): unknown {
    const kind = next()
    if (kind < 0.45) return pick(TEXTS)
    if (kind < 0.6) return pick([0, 1, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, 64])
    if (kind < 0.67) return pick([true, false, null])
    if (kind < 0.82 && depth < 3)
      return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1))
    if (depth < 3) return object(depth + 1)
    return pick(TEXTS)
  }
  function object(depth: number): Record<string, unknown> {
    const fields: Record<string, unknown> = {}
    const count = Math.floor(next() * 6)
    for (let i = 0; i < count; i++) fields[pick(KEYS)] = value(depth)
    return fields
  }
  function query(): string {
    const parts: string[] = []
    const count = Math.floor(next() * 4)
    for (let i = 0; i < count; i++) {
      const key = pick(KEYS)
      const text = String(pick(TEXTS))
      parts.push(`${encodeURIComponent(key)}${next() < 0.2 ? '[]' : ''}=${encoded(text)}`)
    }
    return parts.length > 0 ? `?${parts.join('&')}` : ''
  }
  return { next, pick, object, query }
}

/** A few bytes of noise from the fuzzer's own generator, so a failure replays exactly. */
const noise = (next: () => number, max: number) =>
  Uint8Array.from({ length: Math.floor(next() * max) }, () => Math.floor(next() * 256))

/**
 * A file a client might send as a photo: a real image whole, cut short, with noise after its end,
 * with one byte changed, or noise alone.
 */
function photoLike(
  f: ReturnType<typeof fuzzer>,
  images: readonly Uint8Array[],
): Uint8Array<ArrayBuffer> {
  const image = Uint8Array.from(f.pick(images))
  const kind = f.next()
  if (kind < 0.2) return image
  if (kind < 0.4) return image.slice(0, Math.floor(f.next() * image.length))
  if (kind < 0.55) return new Uint8Array([...image, ...noise(f.next, 64)])
  if (kind < 0.8) {
    image[Math.floor(f.next() * image.length)] = Math.floor(f.next() * 256)
    return image
  }
  return noise(f.next, 512)
}

type Route = { method: string; path: string }

/** The API's own route list, each method and path once. */
function apiRoutes(): Route[] {
  const seen = new Map<string, Route>()
  for (const { method, path } of createApi().routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path })
  }
  return [...seen.values()]
}

describe('fuzzing every endpoint', () => {
  let t: TestApp
  let sessions: Record<string, string>[]
  beforeAll(async () => {
    t = await createTestApp()
    sessions = [{}]
    for (const account of DEMO_ACCOUNTS) {
      sessions.push(authHeaders(await signIn(t, account.email, DEMO_PASSWORD)))
    }
  })
  afterAll(() => t.close())

  it(`answers ${REQUESTS} generated bodies and query strings without a 500 (seed ${SEED})`, async () => {
    const routes = apiRoutes()
    const f = fuzzer(SEED)
    const failures: string[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const route = routes[i % routes.length] as Route
      const path = route.path.replace(/:[a-zA-Z]+/g, () => f.pick(PARAMS))
      const url = `/api/v1${path}${f.query()}`
      const headers: Record<string, string> = { ...f.pick(sessions) }
      const init: RequestInit = { method: route.method, headers }
      if (route.method !== 'GET' && f.next() < 0.9) {
        headers['content-type'] = 'application/json'
        init.body =
          f.next() < 0.05
            ? '{"broken": '
            : JSON.stringify(f.next() < 0.1 ? f.pick(TEXTS) : f.object(0))
      }
      const res = await t.app.request(url, init)
      if (res.status >= 500) {
        failures.push(
          `#${i} ${route.method} ${url} ${String(init.body).slice(0, 200)} -> ${res.status}`,
        )
      }
      await res.arrayBuffer()
    }
    await t.background.idle()
    expect(failures, `seed ${SEED}`).toEqual([])
  }, 600_000)

  it(`answers ${UPLOADS} generated multipart bodies to a shortlist item's photo without a 500 (seed ${SEED})`, async () => {
    // Signed in again, with a list of its own: the pass above may have ended sessions and lists.
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'cpg_user')
    const buyer = authHeaders(await signIn(t, account?.email as string, DEMO_PASSWORD))
    const [tactic] = await t.db.select({ id: tactics.id }).from(tactics).limit(1)
    const item = { kind: 'tactic', id: tactic?.id as number }
    const created = await apiRequest(
      t,
      'POST',
      '/shortlists',
      { name: 'Fuzz', items: [item] },
      buyer,
    )
    const listId = ((await created.json()) as { shortlist: { id: number } }).shortlist.id
    const images = [await jpegBytes(), await pngBytes(), await webpBytes(), await gifBytes()]
    const f = fuzzer(SEED + 1)
    const failures: string[] = []
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData()
      const parts = Math.floor(f.next() * 3)
      for (let p = 0; p < parts; p++) {
        const name = f.next() < 0.8 ? 'photo' : f.pick(KEYS)
        if (f.next() < 0.15) form.append(name, String(f.pick(TEXTS)))
        else {
          const type = f.pick(['image/jpeg', 'image/png', 'image/webp', 'text/html', ''])
          form.append(name, new File([photoLike(f, images)], String(f.pick(TEXTS)), { type }))
        }
      }
      const path =
        f.next() < 0.8
          ? `/api/v1/shortlists/${listId}/items/${item.kind}/${item.id}/photo`
          : `/api/v1/shortlists/${f.pick(PARAMS)}/items/${f.pick(PARAMS)}/${f.pick(PARAMS)}/photo`
      const headers: Record<string, string> = { ...buyer }
      // A header travels as bytes: percent-encoded, as a client could send it.
      if (f.next() < 0.3) headers['Idempotency-Key'] = encoded(String(f.pick(TEXTS))).slice(0, 300)
      const res = await t.app.request(path, { method: 'PUT', body: form, headers })
      if (res.status >= 500) failures.push(`#${i} PUT ${path} ${parts} parts -> ${res.status}`)
      await res.arrayBuffer()
    }
    expect(failures, `seed ${SEED}`).toEqual([])
  }, 120_000)
})
