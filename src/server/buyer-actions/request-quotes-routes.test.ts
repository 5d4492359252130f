import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { BUYER_ACTION_MESSAGES, type QuoteData } from '../../domain/buyer-actions.ts'
import { quoteTexts } from '../../domain/prefilled-texts.ts'
import { outbox, quoteRequests, tactics, users } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

describe('request a quote', () => {
  let t: MailTestApp
  let actors: VendorActors
  let buyer: Record<string, string>
  let buyerUser: Awaited<ReturnType<typeof createUser>>
  let tacticId: number

  beforeAll(async () => {
    t = await createMailTestApp()
    actors = await createVendorActors(t)
    const company = await createCompany(t.db, { companyType: 'cpg', name: 'Buyer Foods' })
    buyerUser = await createUser(t.db, {
      companyId: company.id,
      firstName: 'Bea',
      lastName: 'Buyer',
      jobTitle: 'Brand Manager',
      phoneNumber: '+15550100',
    })
    buyer = authHeaders(await signIn(t, buyerUser.email, TEST_PASSWORD))
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: 'Shelf talkers', description: 'In store' })
      .returning()
    tacticId = tactic?.id as number
  })
  afterAll(() => t.close())

  const create = (headers: Record<string, string>, body: unknown, extra = {}) =>
    apiRequest(t, 'POST', '/request_quote', body, { ...headers, ...extra })

  const send = (id: number, headers: Record<string, string>, body: unknown, extra = {}) =>
    apiRequest(t, 'PUT', `/request_quote/${id}`, body, { ...headers, ...extra })

  const draft = async (headers = buyer, body: object = { vendor_id: actors.vendor.id }) => {
    const res = await create(headers, body)
    expect(res.status).toBe(201)
    return ((await res.json()) as { data: { request_quote_id: number } }).data.request_quote_id
  }

  it.each<[Actor, number]>([
    ['visitor', 401],
    ['cpg_user', 201],
    ['vendor_user', 403],
    ['vendor_admin', 403],
    ['other_vendor_user', 201],
    ['other_vendor_admin', 201],
    ['super_admin', 201],
  ])('POST /request_quote as %s answers %i', async (actor, status) => {
    const res = await create(actors.headers[actor], { vendor_id: actors.vendor.id })
    expect(res.status).toBe(status)
    if (status === 403) expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.forbidden] })
  })

  it("answers the quote data: the vendor's contacts as recipients, prefilled texts, the user", async () => {
    const res = await create(buyer, {
      vendor_id: actors.vendor.id,
      tactic_id: tacticId,
      search_id: 77,
      vendor_name: 'ignored',
    })
    const { data } = await res.json()
    expect(data).toMatchObject({
      vendor_id: actors.vendor.id,
      vendor_name: actors.vendor.name,
      tactic_id: tacticId,
      tactic_name: 'Shelf talkers',
      search_id: 77,
      email_cc: [],
      email_subject: `Request a quote: Shelf talkers by ${actors.vendor.name}`,
      user: {
        company_name: 'Buyer Foods',
        email: buyerUser.email,
        phone_number: '+15550100',
        first_name: 'Bea',
        last_name: 'Buyer',
        job_title: 'Brand Manager',
      },
    })
    expect(data.email_text).toContain('Bea Buyer')
    // The sales rep with the address the vendor publishes; its two members by name only.
    expect(data.email_to).toEqual([
      { email: actors.vendor.salesRepEmail, first_name: 'Sam', last_name: 'Rep' },
      { email: null, first_name: 'Test', last_name: 'User' },
      { email: null, first_name: 'Test', last_name: 'User' },
    ])
    const [row] = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, data.request_quote_id))
    expect(row).toMatchObject({
      userId: buyerUser.id,
      vendorId: actors.vendor.id,
      tacticId,
      searchId: 77,
      status: 'draft',
    })
  })

  it('404s an unknown vendor and a tactic of another vendor', async () => {
    expect((await create(buyer, { vendor_id: 999999 })).status).toBe(404)
    const res = await create(buyer, { vendor_id: actors.other.id, tactic_id: tacticId })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [BUYER_ACTION_MESSAGES.tacticNotFound] })
  })

  it("sends the email to the vendor's contacts and the copies, from the quote owner only", async () => {
    const id = await draft(buyer, { vendor_id: actors.vendor.id, tactic_id: tacticId })
    const body = {
      email_to: [{ email: actors.vendor.salesRepEmail, first_name: 'Sam', last_name: 'Rep' }],
      email_cc: ['colleague@buyer.example'],
      email_subject: 'Quote please',
      email_text: 'Line one\nLine <b>two</b>',
    }
    expect((await send(id, actors.headers.super_admin, body)).status).toBe(403)
    expect((await send(id, {}, body)).status).toBe(401)
    const res = await send(id, buyer, body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { request_quote_id: id, status: 'sent' } })

    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.subject === 'Quote please')
    const members = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.companyId, actors.vendor.companyId))
    expect(mail.envelopeTo.sort()).toEqual(
      [
        actors.vendor.salesRepEmail,
        ...members.map((m) => m.email),
        'colleague@buyer.example',
      ].sort(),
    )
    expect(mail.headers.get('reply-to')).toContain(buyerUser.email)
    expect(mail.text).toContain('Line one\r\nLine <b>two</b>')
    expect(mail.text).toContain('+15550100')
    expect(mail.html).toContain('Line one<br>Line &lt;b&gt;two&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>two')
    // The request is a thread the vendor answers in (docs/spec/workspace.md §3).
    expect(mail.text).toContain(
      `Answer on the marketplace: ${t.config.publicUrl}/company/quotes/${id}`,
    )

    const again = await send(id, buyer, body)
    expect(again.status).toBe(422)
    expect(await again.json()).toEqual({ errors: [BUYER_ACTION_MESSAGES.quoteClosed] })
  })

  it('validates the email: recipients, invalid addresses, subject 500, body 4000', async () => {
    const id = await draft()
    const res = await send(id, buyer, {
      email_to: ['good@example.test', 'bad@', 'no at'],
      email_cc: ['also bad'],
      email_subject: 'x'.repeat(501),
      email_text: 'y'.repeat(4001),
    })
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(errors.email_to).toEqual(['bad@, no at invalid format'])
    expect(errors.email_cc).toEqual(['also bad invalid format'])
    expect(errors.email_subject).toEqual(['Too long, maximum 500 chars'])
    expect(errors.email_text).toEqual(['Too long, maximum 4000 chars'])
    const ok = await send(id, buyer, {
      email_subject: 's'.repeat(500),
      email_text: 't'.repeat(4000),
    })
    expect(ok.status).toBe(200)
  })

  it('refuses header injection: line breaks in an address or the subject', async () => {
    const id = await draft()
    const injected = await send(id, buyer, {
      email_to: ['rep@example.test\r\nBcc: victim@evil.example'],
      email_subject: 'Hi',
      email_text: '',
    })
    expect(injected.status).toBe(422)
    const res = await send(id, buyer, {
      email_to: ['rep-injection@example.test'],
      email_subject: 'Hello\r\nBcc: victim@evil.example',
      email_text: 'Body',
    })
    expect(res.status).toBe(422)
    expect((await res.json()).errors.email_subject).toEqual(['Control characters are not allowed'])
  })

  it('discards a draft: no email, and it can no longer be sent', async () => {
    const id = await draft()
    const before = (await t.db.select().from(outbox)).length
    expect(
      (
        await apiRequest(
          t,
          'PUT',
          `/request_quote/${id}/discard`,
          undefined,
          actors.headers.cpg_user,
        )
      ).status,
    ).toBe(403)
    const res = await apiRequest(t, 'PUT', `/request_quote/${id}/discard`, undefined, buyer)
    expect(await res.json()).toEqual({ data: { request_quote_id: id, status: 'discarded' } })
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, id))
    expect(row?.status).toBe('discarded')
    const late = await send(id, buyer, {
      email_to: ['a@example.test'],
      email_subject: 'S',
      email_text: '',
    })
    expect(late.status).toBe(422)
    expect((await t.db.select().from(outbox)).length).toBe(before)
    expect(
      (await apiRequest(t, 'PUT', '/request_quote/999999/discard', undefined, buyer)).status,
    ).toBe(404)
  })

  it('create then send under one key replays both: one draft, one email', async () => {
    const key = crypto.randomUUID()
    const first = await create(buyer, { vendor_id: actors.vendor.id }, { 'Idempotency-Key': key })
    const repeat = await create(buyer, { vendor_id: actors.vendor.id }, { 'Idempotency-Key': key })
    const firstBody = await first.json()
    expect(repeat.status).toBe(201)
    expect(await repeat.json()).toEqual(firstBody)
    const id = firstBody.data.request_quote_id
    const body = { email_subject: `Replay ${key}`, email_text: '' }
    const sent = await send(id, buyer, body, { 'Idempotency-Key': key })
    const resent = await send(id, buyer, body, { 'Idempotency-Key': key })
    expect(resent.status).toBe(200)
    expect(resent.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await resent.json()).toEqual(await sent.json())
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Replay ${key}`))
    expect(mails).toHaveLength(1)
  })

  it("a quote composed offline: the client's texts, and the create's recipient sent back as answered", async () => {
    const key = crypto.randomUUID()
    const created = await create(
      buyer,
      { vendor_id: actors.vendor.id, tactic_id: tacticId },
      { 'Idempotency-Key': key },
    )
    const { data } = (await created.json()) as { data: QuoteData }
    const texts = quoteTexts(data.user, data.vendor_name, data.tactic_name)
    expect([data.email_subject, data.email_text]).toEqual([texts.subject, texts.text])
    const subject = `Composed offline ${key}`
    const body = { email_cc: [], email_subject: subject, email_text: texts.text }
    const res = await send(
      data.request_quote_id,
      buyer,
      { ...body, email_to: data.email_to },
      { 'Idempotency-Key': key },
    )
    expect(res.status).toBe(200)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.subject === subject)
    expect(mail.envelopeTo).toContain(actors.vendor.salesRepEmail)
  })
})
