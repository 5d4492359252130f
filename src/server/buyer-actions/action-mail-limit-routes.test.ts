import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../domain/fields.ts'
import { idempotencyKeys, outbox, rateLimits } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'
import { ACTION_MAILS_PER_HOUR } from './action-mail-limit.ts'

describe('buyer-action emails are capped per user and hour', () => {
  let t: TestApp
  let actors: VendorActors
  let userId: number
  let headers: Record<string, string>

  const mailsSent = async () => (await t.db.select().from(outbox)).length
  /** As if the user had already sent `count` buyer-action emails this hour. */
  const alreadySent = async (count: number) => {
    const key = `mail:buyer-action:${userId}`
    await t.db.delete(rateLimits).where(eq(rateLimits.key, key))
    await t.db.insert(rateLimits).values({ key, count, resetAt: new Date(Date.now() + 3_600_000) })
  }
  const draftQuote = async () => {
    const res = await apiRequest(
      t,
      'POST',
      '/request_quote',
      { vendor_id: actors.vendor.id },
      headers,
    )
    return ((await res.json()) as { data: { request_quote_id: number } }).data.request_quote_id
  }
  /** Each buyer action that emails text of the user's own, as the user would send it. */
  const sends = (): Record<string, () => Promise<[string, string, unknown]>> => ({
    share: async () => [
      'POST',
      `/vendors/${actors.vendor.id}/share_via_email`,
      { emails: ['friend@limit.test'], message: 'Buy now' },
    ],
    'invite vendor': async () => [
      'POST',
      `/nudges/${actors.vendor.id}`,
      { email_to: ['rep@limit.test'], email_subject: 'Join', email_text: 'Buy now' },
    ],
    'request a quote': async () => [
      'PUT',
      `/request_quote/${await draftQuote()}`,
      { email_cc: [], email_subject: 'Quote', email_text: 'Buy now' },
    ],
    recommend: async () => [
      'POST',
      '/recommend_vendor',
      { vendor_name: 'Acme', vendor_website: 'acme.example' },
    ],
  })

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const user = await createUser(t.db, { firstName: 'Lim', lastName: 'Ited' })
    userId = user.id
    headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
  })
  beforeEach(() => alreadySent(ACTION_MAILS_PER_HOUR - 1))
  afterAll(() => t.close())

  it.each(['share', 'invite vendor', 'request a quote', 'recommend'])(
    '%s: the last email of the hour goes, the next gets 429 and sends nothing',
    async (action) => {
      const send = sends()[action] as () => Promise<[string, string, unknown]>
      const [method, path, body] = await send()
      expect((await apiRequest(t, method, path, body, headers)).status).toBe(200)
      const before = await mailsSent()
      const [againMethod, againPath, againBody] = await send()
      const refused = await apiRequest(t, againMethod, againPath, againBody, headers)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ errors: [MESSAGES.tooManyEmails] })
      expect(await mailsSent()).toBe(before)
    },
  )

  it('a refused submission stores no answer, so a queued retry is applied once the hour allows', async () => {
    await alreadySent(ACTION_MAILS_PER_HOUR)
    const path = `/vendors/${actors.vendor.id}/share_via_email`
    const keyed = { ...headers, 'Idempotency-Key': 'limit-retry-1' }
    const send = () => apiRequest(t, 'POST', path, { emails: ['late@limit.test'] }, keyed)
    expect((await send()).status).toBe(429)
    const [key] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'limit-retry-1')))
    expect(key?.status ?? null).toBeNull()
    await alreadySent(0)
    const retry = await send()
    expect(retry.status).toBe(200)
    expect(retry.headers.has('Idempotent-Replayed')).toBe(false)
    expect(
      await t.db.select().from(outbox).where(eq(outbox.toAddress, 'late@limit.test')),
    ).toHaveLength(1)
  })
})
