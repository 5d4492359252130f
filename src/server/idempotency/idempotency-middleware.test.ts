import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, outbox, shares } from '../db/schema/index.ts'
import { deleteExpiredRows } from '../jobs/expired-rows.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import type { ServerEnv } from '../server-env.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import {
  IDEMPOTENCY_KEY_KEPT_MS,
  IDEMPOTENCY_MESSAGES,
  idempotent,
} from './idempotency-middleware.ts'

describe('Idempotency-Key', () => {
  let t: TestApp
  let vendorId: number
  let user: Awaited<ReturnType<typeof createUser>>
  let headers: Record<string, string>
  let otherHeaders: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp()
    vendorId = (await createVendor(t.db)).id
    user = await createUser(t.db)
    headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const other = await createUser(t.db)
    otherHeaders = authHeaders(await signIn(t, other.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  const share = (key: string, emails: string[], as = headers) =>
    apiRequest(
      t,
      'POST',
      `/vendors/${vendorId}/share_via_email`,
      { emails },
      { ...as, 'Idempotency-Key': key },
    )
  const mailsTo = (address: string) =>
    t.db.select().from(outbox).where(eq(outbox.toAddress, address))

  it('applies a repeated key once and replays the first status and body', async () => {
    const key = crypto.randomUUID()
    const first = await share(key, ['once@idem.test'])
    const second = await share(key, ['once@idem.test'])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await second.json()).toEqual(await first.json())
    expect(await mailsTo('once@idem.test')).toHaveLength(1)
  })

  it('answers 422 for the same key with another body, and applies nothing', async () => {
    const key = crypto.randomUUID()
    expect((await share(key, ['first@idem.test'])).status).toBe(200)
    const changed = await share(key, ['changed@idem.test'])
    expect(changed.status).toBe(422)
    expect(await changed.json()).toEqual({ errors: [IDEMPOTENCY_MESSAGES.reused] })
    expect(await mailsTo('changed@idem.test')).toHaveLength(0)
  })

  // Whether the second arrives while the first is in flight depends on the scheduler: it then
  // gets 409, else the replay. Either way the share is applied once; the next test holds a key in
  // flight to check the 409 itself.
  it('applies two concurrent requests with the same key once', async () => {
    const key = crypto.randomUUID()
    const answers = await Promise.all([
      share(key, ['race@idem.test']),
      share(key, ['race@idem.test']),
    ])
    const [applied, other] = answers[0].headers.has('Idempotent-Replayed')
      ? [answers[1], answers[0]]
      : [answers[0], answers[1]]
    expect(applied.status).toBe(200)
    if (other.status === 409) {
      expect(await other.json()).toEqual({ errors: [IDEMPOTENCY_MESSAGES.inFlight] })
    } else {
      expect(other.status).toBe(200)
      expect(other.headers.get('Idempotent-Replayed')).toBe('true')
    }
    expect(await mailsTo('race@idem.test')).toHaveLength(1)
    const replay = await share(key, ['race@idem.test'])
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
  })

  const keyRow = async (key: string, emails: string[]) => {
    const body = JSON.stringify({ emails })
    const fingerprint = createHash('sha256').update(body).digest('hex')
    const path = `/api/v1/vendors/${vendorId}/share_via_email`
    const [row] = await t.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, key, method: 'POST', path, fingerprint })
      .returning()
    return row as typeof idempotencyKeys.$inferSelect
  }

  // What a server that died mid-request leaves: the key with no answer, its transaction (the
  // share and its email) rolled back with the dead connection.
  it('runs a repeat of a key whose first request died, at once', async () => {
    const key = crypto.randomUUID()
    await keyRow(key, ['dead@idem.test'])
    const repeat = await share(key, ['dead@idem.test'])
    expect(repeat.status).toBe(200)
    expect(repeat.headers.has('Idempotent-Replayed')).toBe(false)
    expect(await mailsTo('dead@idem.test')).toHaveLength(1)
    expect((await share(key, ['dead@idem.test'])).headers.get('Idempotent-Replayed')).toBe('true')
  })

  /** An app whose one keyed route runs `handler` as the signed-in user. */
  const keyedApp = (handler: (c: Context<ServerEnv>) => Promise<Response>) => {
    const app = new Hono<ServerEnv>()
    app.use('*', async (c, next) => {
      c.set('db', t.db)
      c.set('user', { id: user.id } as never)
      await next()
    })
    app.post('/keyed', idempotent, handler)
    return (key: string) =>
      app.request('/keyed', { method: 'POST', body: '{}', headers: { 'Idempotency-Key': key } })
  }

  it('rolls back the writes of a request whose answer is a server error, and stores nothing', async () => {
    const send = keyedApp(async (c) => {
      await enqueueMail(c.var.db, { to: 'rolledback@idem.test', subject: 's', paragraphs: [] })
      return c.json({ errors: ['Something went wrong, please try again'] }, 500)
    })
    const key = crypto.randomUUID()
    expect((await send(key)).status).toBe(500)
    expect((await send(key)).status).toBe(500)
    expect(await mailsTo('rolledback@idem.test')).toHaveLength(0)
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(row?.status).toBeNull()
  })

  // PostgreSQL: the first holds the key's row lock, the repeat gets 409 at once. PGlite has one
  // connection that the first's transaction holds: the repeat waits for it and replays its answer.
  it('answers a repeat while the first still runs with 409 (PostgreSQL) or its replay (PGlite)', async () => {
    let finish = () => {}
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    const send = keyedApp(async (c) => {
      await enqueueMail(c.var.db, { to: 'slow@idem.test', subject: 's', paragraphs: [] })
      await finished
      return c.json({ data: 'done' }, 200)
    })
    const key = crypto.randomUUID()
    const first = send(key)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const repeat = send(key)
    const early = await Promise.race([
      repeat,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ])
    finish()
    expect((await first).status).toBe(200)
    if (process.env.TEST_DB === 'postgres') {
      const inFlight = early as Response
      expect(inFlight.status).toBe(409)
      expect(inFlight.headers.get('Retry-After')).toBe('1')
      expect(await inFlight.json()).toEqual({ errors: [IDEMPOTENCY_MESSAGES.inFlight] })
    } else {
      expect(early).toBe('waiting')
      const replayed = await repeat
      expect(replayed.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await replayed.json()).toEqual({ data: 'done' })
    }
    expect(await mailsTo('slow@idem.test')).toHaveLength(1)
  })

  it('scopes keys to the user and the path', async () => {
    const key = crypto.randomUUID()
    expect((await share(key, ['mine@idem.test'])).status).toBe(200)
    expect((await share(key, ['theirs@idem.test'], otherHeaders)).status).toBe(200)
    const recommend = await apiRequest(
      t,
      'POST',
      '/recommend_vendor',
      { vendor_name: 'Co', vendor_website: 'co.example' },
      { ...headers, 'Idempotency-Key': key },
    )
    expect(recommend.status).toBe(200)
    expect(await mailsTo('theirs@idem.test')).toHaveLength(1)
  })

  it('stores a validation answer and replays it', async () => {
    const key = crypto.randomUUID()
    const invalid = await share(key, ['bad address'])
    expect(invalid.status).toBe(422)
    const again = await share(key, ['bad address'])
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await invalid.json())
  })

  it('refuses a malformed key and passes requests without one', async () => {
    const bad = await share('x'.repeat(256), ['k@idem.test'])
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: [IDEMPOTENCY_MESSAGES.invalidKey] })
    const plain = await apiRequest(
      t,
      'POST',
      `/vendors/${vendorId}/share_via_email`,
      { emails: ['plain@idem.test'] },
      headers,
    )
    const plainAgain = await apiRequest(
      t,
      'POST',
      `/vendors/${vendorId}/share_via_email`,
      { emails: ['plain@idem.test'] },
      headers,
    )
    expect([plain.status, plainAgain.status]).toEqual([200, 200])
    expect(await mailsTo('plain@idem.test')).toHaveLength(2)
  })

  it('keeps keys 8 days; the expired-rows job deletes older ones', async () => {
    const key = crypto.randomUUID()
    expect((await share(key, ['kept@idem.test'])).status).toBe(200)
    const now = Date.now()
    await deleteExpiredRows(t.db, new Date(now + IDEMPOTENCY_KEY_KEPT_MS - 60_000))
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(1)
    await deleteExpiredRows(t.db, new Date(now + IDEMPOTENCY_KEY_KEPT_MS + 60_000))
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0)
    expect(
      (await t.db.select().from(shares).where(eq(shares.userId, user.id))).length,
    ).toBeGreaterThan(0)
  })
})
