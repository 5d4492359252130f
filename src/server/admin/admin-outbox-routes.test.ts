import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_OUTBOX_MESSAGES,
  type AdminOutboxEmail,
  type AdminOutboxPage,
} from '../../domain/admin-outbox.ts'
import { outbox } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

const operator = DEMO_ACCOUNTS.find(
  (a) => a.role === 'super_admin',
) as (typeof DEMO_ACCOUNTS)[number]
const unique = () => Math.random().toString(36).slice(2, 8)

describe('the mail outbox in the admin API', () => {
  let t: MailTestApp
  let admin: Record<string, string>

  beforeAll(async () => {
    t = await createMailTestApp()
    admin = authHeaders(await signIn(t, operator.email))
  })
  afterAll(() => t.close())

  const list = async (query = '') => {
    const res = await apiRequest(t, 'GET', `/admin/outbox${query}`, undefined, admin)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    return body as AdminOutboxPage
  }
  const email = async (values: Partial<typeof outbox.$inferInsert>) => {
    const [row] = await t.db
      .insert(outbox)
      .values({
        toAddress: `to-${unique()}@mail.test`,
        subject: `Subject ${unique()}`,
        textBody: 'Reset: https://x.test/reset?token=secret-token',
        htmlBody: '<a href="https://x.test/reset?token=secret-token">Reset</a>',
        ...values,
      })
      .returning()
    return row as typeof outbox.$inferSelect
  }
  const retry = (id: number) => apiRequest(t, 'POST', `/admin/outbox/${id}/retry`, {}, admin)
  const later = () => new Date(Date.now() + 10 * 60_000)

  it('lists emails newest first with the state the worker left, never a body', async () => {
    await t.deliverMail()
    const queued = await email({ nextAttemptAt: later() })
    const retrying = await email({
      attempts: 2,
      lastError: 'Error: 451 try later',
      nextAttemptAt: later(),
    })
    const failed = await email({
      status: 'failed',
      attempts: 8,
      lastError: '550 no such user',
    })
    const sent = await email({ status: 'sent', attempts: 1, sentAt: new Date() })

    const page = await list()
    expect(page).toMatchObject({ page: 1, per_page: 20 })
    expect(page.emails.slice(0, 4).map((e) => [e.id, e.state])).toEqual([
      [sent.id, 'sent'],
      [failed.id, 'failed'],
      [retrying.id, 'retrying'],
      [queued.id, 'queued'],
    ])
    expect(page.emails[1]).toEqual({
      id: failed.id,
      to: failed.toAddress,
      subject: failed.subject,
      state: 'failed',
      attempts: 8,
      last_error: '550 no such user',
      created_at: failed.createdAt.toISOString(),
      sent_at: null,
      next_attempt_at: null,
    } satisfies AdminOutboxEmail)
    expect(JSON.stringify(page)).not.toContain('secret-token')

    for (const state of ['queued', 'retrying', 'failed', 'sent'] as const) {
      const filtered = await list(`?state=${state}`)
      expect(filtered.emails.every((e) => e.state === state)).toBe(true)
      expect(filtered.emails.length).toBeGreaterThan(0)
    }
  })

  it('answers 422 for a wrong state or page', async () => {
    const res = await apiRequest(t, 'GET', '/admin/outbox?state=pending&page=0', undefined, admin)
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({
      errors: {
        state: [ADMIN_OUTBOX_MESSAGES.stateInvalid],
        page: [ADMIN_OUTBOX_MESSAGES.pageInvalid],
      },
    })
  })

  it('retries a failed email now, and the worker sends it', async () => {
    const failed = await email({ status: 'failed', attempts: 8, nextAttemptAt: later() })
    const res = await retry(failed.id)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { email: AdminOutboxEmail }).email).toMatchObject({
      id: failed.id,
      state: 'retrying',
    })
    await t.deliverMail()
    expect(t.inbox.messages().some((m) => m.subject === failed.subject)).toBe(true)
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, failed.id))
    expect(row).toMatchObject({ status: 'sent', attempts: 9 })
  })

  it('retries a retrying email waiting for its backoff, not one a worker may hold', async () => {
    const waiting = await email({ attempts: 3, nextAttemptAt: later() })
    expect((await retry(waiting.id)).status).toBe(200)
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, waiting.id))
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)

    const leased = await email({ attempts: 3, nextAttemptAt: new Date(Date.now() + 10_000) })
    const res = await retry(leased.id)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ errors: [ADMIN_OUTBOX_MESSAGES.beingSent] })
    const queued = await email({ nextAttemptAt: later() })
    expect((await retry(queued.id)).status).toBe(409)
  })

  it('answers 409 for a sent email and 404 for an unknown one', async () => {
    const sent = await email({ status: 'sent', attempts: 1, sentAt: new Date() })
    const res = await retry(sent.id)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ errors: [ADMIN_OUTBOX_MESSAGES.alreadySent] })
    const unknown = await retry(2_000_000_000)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errors: [ADMIN_OUTBOX_MESSAGES.notFound] })
  })
})
