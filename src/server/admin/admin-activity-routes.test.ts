import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ACTIVITY_MESSAGES, type AdminActivityPage } from '../../domain/admin-activity.ts'
import { quoteRequests, shares, tactics, vendorNudges } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

const operator = DEMO_ACCOUNTS.find(
  (a) => a.role === 'super_admin',
) as (typeof DEMO_ACCOUNTS)[number]
const unique = () => Math.random().toString(36).slice(2, 8)

describe('activity in the admin API', () => {
  let t: MailTestApp
  let admin: Record<string, string>
  let vendorId: number
  let vendorName: string
  let tacticId: number
  let buyer: Awaited<ReturnType<typeof createUser>>
  let buyerHeaders: Record<string, string>
  const tag = unique()

  beforeAll(async () => {
    t = await createMailTestApp()
    admin = authHeaders(await signIn(t, operator.email))
    const vendor = await createVendor(t.db, { name: `Aisle ${tag}` })
    vendorId = vendor.id
    vendorName = vendor.name
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId, name: '=Endcaps', description: 'x' })
      .returning()
    tacticId = tactic?.id as number
    const company = await createCompany(t.db, { companyType: 'cpg', name: `Crunch, "${tag}"` })
    buyer = await createUser(t.db, {
      companyId: company.id,
      firstName: 'Bea',
      lastName: `Buyer${tag}`,
    })
    buyerHeaders = authHeaders(await signIn(t, buyer.email, TEST_PASSWORD))
    const day = (d: string) => new Date(`${d}T12:00:00Z`)
    await t.db.insert(quoteRequests).values([
      { userId: buyer.id, vendorId, status: 'draft', createdAt: day('2026-03-01') },
      {
        userId: buyer.id,
        vendorId,
        tacticId,
        status: 'sent',
        emailTo: ['rep@aisle.test'],
        emailCc: ['cc@aisle.test'],
        createdAt: day('2026-03-01'),
        closedAt: day('2026-03-02'),
      },
    ])
    await t.db.insert(vendorNudges).values({
      userId: buyer.id,
      vendorId,
      emailTo: ['nudge@aisle.test'],
      emailSubject: 's',
      emailText: 't',
      createdAt: day('2026-03-05'),
    })
    await t.db.insert(shares).values({
      userId: buyer.id,
      vendorId,
      emails: ['a@friend.test', 'b@friend.test'],
      message: 'm',
      createdAt: day('2026-03-10'),
    })
  })
  afterAll(() => t.close())

  const list = async (query: string) => {
    const res = await apiRequest(t, 'GET', `/admin/activity?${query}`, undefined, admin)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    return body as AdminActivityPage
  }

  it('lists the sent quote requests, nudges and shares of a vendor newest first', async () => {
    const page = await list(`vendor_id=${vendorId}`)
    expect(page).toMatchObject({ total: 3, page: 1, per_page: 20 })
    expect(page.activity).toEqual([
      {
        kind: 'share',
        id: expect.any(Number),
        at: '2026-03-10T12:00:00.000Z',
        vendor: { id: vendorId, name: vendorName },
        tactic: null,
        buyer: {
          id: buyer.id,
          name: `Bea Buyer${tag}`,
          email: buyer.email,
          company: `Crunch, "${tag}"`,
        },
        recipients: ['a@friend.test', 'b@friend.test'],
        thread: null,
      },
      expect.objectContaining({ kind: 'nudge', recipients: ['nudge@aisle.test'], thread: null }),
      expect.objectContaining({
        kind: 'quote',
        at: '2026-03-02T12:00:00.000Z',
        tactic: { id: tacticId, name: '=Endcaps' },
        recipients: ['rep@aisle.test', 'cc@aisle.test'],
        thread: {
          status: 'sent',
          waiting: true,
          opened_at: null,
          answered_at: null,
          closed_at: null,
          outcome: null,
          nudged_at: null,
          reply_count: 0,
          last_activity_at: '2026-03-02T12:00:00.000Z',
        },
      }),
    ])
  })

  it('filters by kind, by days with both ends included and by the buyer’s name, email or company', async () => {
    const kinds = async (query: string) =>
      (await list(`vendor_id=${vendorId}&${query}`)).activity.map((a) => a.kind)
    expect(await kinds('kind=nudge')).toEqual(['nudge'])
    expect(await kinds('from=2026-03-02&to=2026-03-05')).toEqual(['nudge', 'quote'])
    expect(await kinds('from=2026-03-06')).toEqual(['share'])
    expect(await kinds('to=2026-03-01')).toEqual([])
    expect(await kinds('quote_status=sent')).toEqual(['quote'])
    expect(await kinds('quote_status=answered')).toEqual([])
    expect((await list(`buyer=buyer${tag}`)).total).toBe(3)
    expect((await list(`buyer=${encodeURIComponent(buyer.email.toUpperCase())}`)).total).toBe(3)
    expect((await list(`buyer=${encodeURIComponent(`crunch, "${tag}`)}`)).total).toBe(3)
    expect((await list(`buyer=${tag}%25`)).total).toBe(0)
  })

  it('answers 422 for a wrong filter', async () => {
    const errors = async (query: string) => {
      const res = await apiRequest(t, 'GET', `/admin/activity?${query}`, undefined, admin)
      expect(res.status).toBe(422)
      return ((await res.json()) as { errors: Record<string, string[]> }).errors
    }
    expect(await errors('kind=recommendation')).toMatchObject({
      kind: [ADMIN_ACTIVITY_MESSAGES.kindInvalid],
    })
    expect(await errors('from=2026-02-30')).toMatchObject({
      from: [ADMIN_ACTIVITY_MESSAGES.dateInvalid],
    })
    expect(await errors('to=26-3-1')).toMatchObject({ to: [ADMIN_ACTIVITY_MESSAGES.dateInvalid] })
    expect(await errors('from=2026-03-02&to=2026-03-01')).toMatchObject({
      to: [ADMIN_ACTIVITY_MESSAGES.rangeInvalid],
    })
    expect(await errors('vendor_id=0')).toMatchObject({
      vendor_id: [ADMIN_ACTIVITY_MESSAGES.vendorInvalid],
    })
    expect(await errors('quote_status=waiting')).toMatchObject({
      quote_status: [ADMIN_ACTIVITY_MESSAGES.quoteStatusInvalid],
    })
    expect(await errors('page=x')).toMatchObject({ page: [ADMIN_ACTIVITY_MESSAGES.pageInvalid] })
    expect(await errors(`buyer=${'b'.repeat(101)}`)).toMatchObject({
      buyer: [ADMIN_ACTIVITY_MESSAGES.buyerTooLong],
    })
  })

  it('exports the same rows as CSV, quoted and safe from formulas', async () => {
    const res = await apiRequest(
      t,
      'GET',
      `/admin/activity.csv?vendor_id=${vendorId}&kind=quote`,
      undefined,
      admin,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect((await res.text()).split('\r\n')).toEqual([
      'Date,Kind,Vendor ID,Vendor,Tactic,Buyer,Buyer email,Buyer company,Recipients,Quote status,Outcome,Replies,Last activity',
      `2026-03-02T12:00:00.000Z,quote,${vendorId},${vendorName},'=Endcaps,Bea Buyer${tag},${buyer.email},"Crunch, ""${tag}""",rep@aisle.test; cc@aisle.test,Sent,,0,2026-03-02T12:00:00.000Z`,
      '',
    ])
  })

  it('lists a share made through the API', async () => {
    const body = { emails: [`friend-${tag}@share.test`] }
    const shared = await apiRequest(t, 'POST', `/vendors/${vendorId}/share_via_email`, body, {
      ...buyerHeaders,
      'Idempotency-Key': `share-${tag}`,
    })
    expect(shared.status).toBe(200)
    const [newest] = (await list(`vendor_id=${vendorId}`)).activity
    expect(newest).toMatchObject({ kind: 'share', recipients: [`friend-${tag}@share.test`] })
  })
})
