import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOutboxPage } from '../../domain/admin-outbox.ts'
import { rateLimits } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

const operator = DEMO_ACCOUNTS.find((a) => a.role === 'super_admin') as (typeof DEMO_ACCOUNTS)[0]
const PER_MINUTE = 3

describe('the outbox sends at most its global rate a minute', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
    t.config.mailPerMinute = PER_MINUTE
  })
  afterAll(() => t.close())

  const heldBack = async () => {
    const admin = authHeaders(await signIn(t, operator.email))
    const res = await apiRequest(t, 'GET', '/admin/outbox', undefined, admin)
    return ((await res.json()) as AdminOutboxPage).held_back
  }

  it('holds back what is past the rate, says so on the admin API, and sends it the next minute', async () => {
    const vendor = await createVendor(t.db)
    const buyer = await createUser(t.db)
    const tag = randomBytes(4).toString('hex')
    const emails = Array.from({ length: PER_MINUTE + 2 }, (_, i) => `rate-${i}-${tag}@b.example`)
    const share = await apiRequest(
      t,
      'POST',
      `/vendors/${vendor.id}/share_via_email`,
      { emails },
      authHeaders(await signIn(t, buyer.email, TEST_PASSWORD)),
    )
    expect(share.status).toBe(200)
    const received = () => t.inbox.messages().filter((m) => m.envelopeTo[0]?.includes(tag))

    expect(await t.deliverMail(PER_MINUTE)).toBe(PER_MINUTE)
    expect(await t.deliverMail(PER_MINUTE)).toBe(0)
    expect(received()).toHaveLength(PER_MINUTE)
    expect(await heldBack()).toEqual({ waiting: 2, per_minute: PER_MINUTE })

    // The next minute.
    await t.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, 'mail:outbox:sent'))
    expect(await t.deliverMail(PER_MINUTE)).toBe(2)
    expect(received()).toHaveLength(PER_MINUTE + 2)
    expect(await heldBack()).toBeNull()
  })
})
