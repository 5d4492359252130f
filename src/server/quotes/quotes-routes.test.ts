import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  QUOTE_BATCH_MAX,
  QUOTE_MESSAGES,
  type QuotePage,
  type QuoteSummary,
  type QuoteThread,
  type VendorQuotePage,
} from '../../domain/quotes.ts'
import { outbox, quoteReplies, quoteRequests, tactics, users } from '../db/schema/index.ts'
import { IDEMPOTENCY_MESSAGES } from '../idempotency/idempotency-middleware.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { fileOf, pngBytes } from '../testing/upload-files.ts'
import { createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

type Headers = Record<string, string>
const DAY = 24 * 60 * 60_000

/** docs/api-quotes.md: a request's life from "Request quotes" to its close, as both sides see it. */
describe('quote threads', () => {
  let t: MailTestApp
  let actors: VendorActors
  let buyer: Headers
  let buyerEmail: string
  let tacticId: number
  let vendorMemberEmails: string[]

  beforeAll(async () => {
    t = await createMailTestApp()
    actors = await createVendorActors(t)
    const company = await createCompany(t.db, { companyType: 'cpg', name: 'Buyer Foods' })
    const user = await createUser(t.db, {
      companyId: company.id,
      firstName: 'Bea',
      lastName: 'Buyer',
    })
    buyerEmail = user.email
    buyer = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: 'Shelf talkers', description: 'In store' })
      .returning()
    tacticId = tactic?.id as number
    const members = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.companyId, actors.vendor.companyId))
    vendorMemberEmails = members.map((m) => m.email)
  })
  afterAll(() => t.close())

  async function call<T>(headers: Headers, method: string, path: string, body?: unknown) {
    const res = await apiRequest(t, method, path, body, headers)
    return { status: res.status, body: (await res.json()) as T, headers: res.headers }
  }

  const batch = (subject: string, targets: object[] = [{ vendor_id: actors.vendor.id }]) => ({
    targets,
    email_subject: subject,
    email_text: 'Hello, <b>pricing</b> please.\nThanks',
  })

  async function sendOne(subject: string, headers = buyer): Promise<QuoteSummary> {
    const res = await call<{ quotes: QuoteSummary[] }>(headers, 'POST', '/quotes', batch(subject))
    expect(res.status).toBe(201)
    return res.body.quotes[0] as QuoteSummary
  }

  const vendorThread = (id: number, headers = actors.headers.vendor_user) =>
    call<QuoteThread>(headers, 'GET', `/vendors/${actors.vendor.id}/quotes/${id}`)

  const reply = (id: number, text: string, headers: Headers) =>
    call<{ reply: QuoteThread['replies'][number]; quote: QuoteThread }>(
      headers,
      'POST',
      `/quotes/${id}/replies`,
      { text },
    )

  /** Moves a request's sending (and nudge) back, as if days had passed. */
  const age = (id: number, sentDaysAgo: number, nudgedDaysAgo?: number) =>
    t.db
      .update(quoteRequests)
      .set({
        closedAt: new Date(Date.now() - sentDaysAgo * DAY),
        ...(nudgedDaysAgo === undefined
          ? {}
          : { nudgedAt: new Date(Date.now() - nudgedDaysAgo * DAY) }),
      })
      .where(eq(quoteRequests.id, id))

  it('follows a request from sending to its close on both sides', async () => {
    const res = await call<{ quotes: QuoteSummary[] }>(
      buyer,
      'POST',
      '/quotes',
      batch('Spring launch quotes', [
        { vendor_id: actors.vendor.id, tactic_id: tacticId },
        { vendor_id: actors.other.id },
      ]),
    )
    expect(res.status).toBe(201)
    const [mine, theirs] = res.body.quotes
    expect(mine).toMatchObject({
      vendor: { id: actors.vendor.id },
      tactic: { id: tacticId, name: 'Shelf talkers' },
      buyer: { first_name: 'Bea', last_name: 'Buyer', company_name: 'Buyer Foods' },
      status: 'sent',
      is_new: true,
      waiting: false,
      can_nudge: false,
      reply_count: 0,
      email_subject: 'Spring launch quotes',
      opened_at: null,
      answered_at: null,
      closed_at: null,
      outcome: null,
      nudged_at: null,
    })
    expect(mine?.last_activity_at).toBe(mine?.sent_at)
    expect(theirs?.vendor.id).toBe(actors.other.id)
    const id = mine?.id as number

    const list = await call<QuotePage>(buyer, 'GET', '/quotes')
    expect(list.body.quotes.slice(0, 2).map((q) => q.id)).toEqual([theirs?.id, id])

    const vendorList = await call<VendorQuotePage>(
      actors.headers.vendor_user,
      'GET',
      `/vendors/${actors.vendor.id}/quotes`,
    )
    expect(vendorList.body.quotes.map((q) => q.id)).toContain(id)
    expect(vendorList.body.quotes.map((q) => q.id)).not.toContain(theirs?.id)
    const newBefore = vendorList.body.new_count

    // A super_admin reads without opening it for the buyer.
    expect((await vendorThread(id, actors.headers.super_admin)).body).toMatchObject({
      status: 'sent',
      can_reply: false,
      can_close: false,
    })
    const opened = await vendorThread(id)
    expect(opened.body).toMatchObject({
      status: 'opened',
      is_new: false,
      can_reply: true,
      can_close: false,
      email_text: 'Hello, <b>pricing</b> please.\nThanks',
      email_cc: [],
      replies: [],
    })
    const after = await call<VendorQuotePage>(
      actors.headers.vendor_admin,
      'GET',
      `/vendors/${actors.vendor.id}/quotes`,
    )
    expect(after.body.new_count).toBe(newBefore - 1)

    const answered = await t.client.quotes[':id'].replies.$post(
      {
        param: { id: String(id) },
        form: {
          text: 'Our price list is attached.',
          attachments: fileOf(await pngBytes(), 'prices.png', 'image/png'),
        },
      },
      { headers: actors.headers.vendor_user },
    )
    expect(answered.status).toBe(201)

    const thread = await call<QuoteThread>(buyer, 'GET', `/quotes/${id}`)
    expect(thread.body).toMatchObject({
      status: 'answered',
      reply_count: 1,
      can_reply: true,
      can_close: true,
    })
    expect(thread.body.answered_at).not.toBeNull()
    expect(thread.body.replies[0]).toMatchObject({
      side: 'vendor',
      text: 'Our price list is attached.',
      attachments: [{ name: 'prices.png', content_type: 'image/png' }],
    })
    expect(thread.body.last_activity_at).toBe(thread.body.replies[0]?.created_at)

    await reply(id, 'Thanks, one question: delivery?', buyer)
    const both = await call<QuoteThread>(buyer, 'GET', `/quotes/${id}`)
    expect(both.body.replies.map((r) => r.side)).toEqual(['vendor', 'buyer'])

    const badOutcome = await call<{ errors: Record<string, string[]> }>(
      buyer,
      'PUT',
      `/quotes/${id}/close`,
      { outcome: 'won' },
    )
    expect(badOutcome.status).toBe(422)
    expect(badOutcome.body.errors.outcome).toEqual([QUOTE_MESSAGES.outcomeInvalid])
    const closed = await call<{ quote: QuoteSummary }>(buyer, 'PUT', `/quotes/${id}/close`, {
      outcome: 'chose_this_vendor',
    })
    expect(closed.status).toBe(200)
    expect(closed.body.quote).toMatchObject({ status: 'closed', outcome: 'chose_this_vendor' })
    const again = await call(buyer, 'PUT', `/quotes/${id}/close`, { outcome: 'no_longer_needed' })
    expect(again).toMatchObject({ status: 422, body: { errors: [QUOTE_MESSAGES.closed] } })

    for (const headers of [buyer, actors.headers.vendor_admin]) {
      const late = await reply(id, 'One more thing', headers)
      expect(late).toMatchObject({ status: 422, body: { errors: [QUOTE_MESSAGES.closed] } })
    }
    expect((await vendorThread(id)).body).toMatchObject({ can_reply: false, status: 'closed' })
  })

  it('emails the request to each vendor alone, and each reply to the other side with its thread link', async () => {
    const subject = 'Quote <i>for</i> summer'
    const res = await call<{ quotes: QuoteSummary[] }>(
      buyer,
      'POST',
      '/quotes',
      batch(subject, [{ vendor_id: actors.vendor.id }, { vendor_id: actors.other.id }]),
    )
    const [mine, theirs] = res.body.quotes as [QuoteSummary, QuoteSummary]
    await t.deliverMail()
    const toVendor = await t.inbox.waitFor(
      (m) => m.subject === subject && m.envelopeTo.includes(actors.vendor.salesRepEmail),
    )
    expect(toVendor.envelopeTo.sort()).toEqual(
      [actors.vendor.salesRepEmail, ...vendorMemberEmails].sort(),
    )
    expect(toVendor.text).toContain(
      `Answer on the marketplace: ${t.config.publicUrl}/company/quotes/${mine.id}`,
    )
    expect(toVendor.html).toContain('Hello, &lt;b&gt;pricing&lt;/b&gt; please.')
    const toOther = await t.inbox.waitFor(
      (m) => m.subject === subject && m.envelopeTo.includes(actors.other.salesRepEmail),
    )
    expect(toOther.envelopeTo).not.toContain(actors.vendor.salesRepEmail)
    expect(toOther.text).toContain(`/company/quotes/${theirs.id}`)

    await reply(
      mine.id,
      'We can do <script>alert(1)</script> 40 stores.',
      actors.headers.vendor_admin,
    )
    await reply(mine.id, 'Great & thanks', buyer)
    await t.deliverMail()
    const toBuyer = await t.inbox.waitFor(
      (m) => m.subject === `Re: ${subject}` && m.envelopeTo.includes(buyerEmail),
    )
    expect(toBuyer.text).toContain('We can do <script>alert(1)</script> 40 stores.')
    expect(toBuyer.html).toContain('We can do &lt;script&gt;alert(1)&lt;/script&gt; 40 stores.')
    expect(toBuyer.html).not.toContain('<script>')
    expect(toBuyer.html).toContain('Quote &lt;i&gt;for&lt;/i&gt; summer')
    expect(toBuyer.text).toContain(`Open the thread: ${t.config.publicUrl}/quotes/${mine.id}`)
    const toMembers = await t.inbox.waitFor(
      (m) => m.subject === `Re: ${subject}` && m.envelopeTo.includes(actors.vendor.salesRepEmail),
    )
    expect(toMembers.text).toContain('Bea Buyer (Buyer Foods) replied')
    expect(toMembers.html).toContain('Great &amp; thanks')
    expect(toMembers.text).toContain(
      `Open the thread: ${t.config.publicUrl}/company/quotes/${mine.id}`,
    )
  })

  it('validates the batch with the domain’s messages, and refuses a vendor’s own members', async () => {
    const errors = async (body: object, headers = buyer) => {
      const res = await call<{ errors: Record<string, string[]> }>(headers, 'POST', '/quotes', body)
      expect(res.status).toBe(422)
      return res.body.errors
    }
    expect((await errors(batch('x', []))).targets).toEqual([QUOTE_MESSAGES.vendorsRequired])
    const many = Array.from({ length: QUOTE_BATCH_MAX + 1 }, () => ({ vendor_id: 1 }))
    expect((await errors(batch('x', many))).targets).toEqual([QUOTE_MESSAGES.tooManyVendors])
    expect((await errors({ ...batch('x'), email_subject: ' ' })).email_subject).toEqual([
      'Subject is required',
    ])
    const unknown = await call(buyer, 'POST', '/quotes', batch('x', [{ vendor_id: 2147483000 }]))
    expect(unknown.status).toBe(404)
    const ownVendor = await call(actors.headers.vendor_admin, 'POST', '/quotes', batch('x'))
    expect(ownVendor.status).toBe(403)
    const twice = await call<{ quotes: QuoteSummary[] }>(
      buyer,
      'POST',
      '/quotes',
      batch('Twice', [{ vendor_id: actors.vendor.id }, { vendor_id: actors.vendor.id }]),
    )
    expect(twice.body.quotes).toHaveLength(1)
  })

  it('pages and filters the lists, newest first, without drafts or discarded requests', async () => {
    const second = await createUser(t.db, { companyId: null, role: 'cpg_user' })
    const headers = authHeaders(await signIn(t, second.email, TEST_PASSWORD))
    const sent = [await sendOne('One', headers), await sendOne('Two', headers)]
    await t.db.insert(quoteRequests).values([
      { userId: second.id, vendorId: actors.vendor.id },
      { userId: second.id, vendorId: actors.vendor.id, status: 'discarded' },
    ])
    const page = await call<QuotePage>(headers, 'GET', '/quotes?per_page=1&page=2')
    expect(page.body).toMatchObject({ page: 2, per_page: 1, total_count: 2 })
    expect(page.body.quotes.map((q) => q.id)).toEqual([sent[0]?.id])
    await vendorThread(sent[0]?.id as number)
    const opened = await call<QuotePage>(headers, 'GET', '/quotes?status=opened')
    expect(opened.body.quotes.map((q) => q.id)).toEqual([sent[0]?.id])
    const wrong = await call<{ errors: Record<string, string[]> }>(
      headers,
      'GET',
      '/quotes?status=new',
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.status).toEqual([
      'Status must be one of sent, opened, answered, closed',
    ])
    const tooMany = await call<{ errors: Record<string, string[]> }>(
      headers,
      'GET',
      '/quotes?per_page=101',
    )
    expect(tooMany.status).toBe(422)
  })

  it('shows "Waiting" after 3 working days and lets the buyer nudge once per 3 working days', async () => {
    const quote = await sendOne('Nudge me')
    const early = await call(buyer, 'POST', `/quotes/${quote.id}/nudge`)
    expect(early).toMatchObject({ status: 422, body: { errors: [QUOTE_MESSAGES.notWaiting] } })

    await age(quote.id, 6)
    const waiting = await call<QuoteThread>(buyer, 'GET', `/quotes/${quote.id}`)
    expect(waiting.body).toMatchObject({ waiting: true, can_nudge: true })
    const vendorSide = await call<VendorQuotePage>(
      actors.headers.vendor_admin,
      'GET',
      `/vendors/${actors.vendor.id}/quotes`,
    )
    expect(vendorSide.body.quotes.find((q) => q.id === quote.id)).toMatchObject({
      waiting: true,
      can_nudge: false,
    })
    expect(vendorSide.body.waiting_count).toBeGreaterThanOrEqual(1)

    const nudged = await call<{ quote: QuoteSummary }>(buyer, 'POST', `/quotes/${quote.id}/nudge`)
    expect(nudged.status).toBe(200)
    expect(nudged.body.quote).toMatchObject({ can_nudge: false, waiting: true })
    expect(nudged.body.quote.nudged_at).not.toBeNull()
    const twice = await call(buyer, 'POST', `/quotes/${quote.id}/nudge`)
    expect(twice).toMatchObject({ status: 422, body: { errors: [QUOTE_MESSAGES.nudgedRecently] } })
    await t.deliverMail()
    const mail = await t.inbox.waitFor(
      (m) =>
        m.subject === 'Reminder: Bea Buyer is waiting for your quote' &&
        m.envelopeTo.includes(actors.vendor.salesRepEmail),
    )
    expect(mail.text).toContain('"Nudge me"')
    expect(mail.text).toContain(`${t.config.publicUrl}/company/quotes/${quote.id}`)

    await age(quote.id, 12, 6)
    expect((await call<QuoteThread>(buyer, 'GET', `/quotes/${quote.id}`)).body.can_nudge).toBe(true)
    await reply(quote.id, 'Sorry for the wait', actors.headers.vendor_user)
    const answered = await call<QuoteThread>(buyer, 'GET', `/quotes/${quote.id}`)
    expect(answered.body).toMatchObject({ status: 'answered', waiting: false, can_nudge: false })
    for (const who of [actors.headers.vendor_admin, actors.headers.super_admin]) {
      expect((await call(who, 'POST', `/quotes/${quote.id}/nudge`)).status).toBe(403)
    }
  })

  it('applies a replayed reply once, and refuses the key with another text', async () => {
    const quote = await sendOne('Offline reply')
    const key = { ...buyer, 'Idempotency-Key': `reply-${quote.id}` }
    const first = await reply(quote.id, 'Written on the train', key)
    const replay = await reply(quote.id, 'Written on the train', key)
    expect(first.status).toBe(201)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body.reply.id).toBe(first.body.reply.id)
    const rows = await t.db
      .select()
      .from(quoteReplies)
      .where(eq(quoteReplies.quoteRequestId, quote.id))
    expect(rows).toHaveLength(1)
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, 'Re: Offline reply'))
    expect(mails).toHaveLength(1)
    const reused = await reply(quote.id, 'Another text', key)
    expect(reused).toMatchObject({ status: 422, body: { errors: [IDEMPOTENCY_MESSAGES.reused] } })
  })

  it('marks "Opened" once when two members open the thread at the same moment', async () => {
    const quote = await sendOne('Opened twice')
    const [a, b] = await Promise.all([
      vendorThread(quote.id, actors.headers.vendor_user),
      vendorThread(quote.id, actors.headers.vendor_admin),
    ])
    expect(a.body.status).toBe('opened')
    expect(b.body.status).toBe('opened')
    expect(a.body.opened_at).toBe(b.body.opened_at)
    await vendorThread(quote.id)
    expect((await vendorThread(quote.id)).body.opened_at).toBe(a.body.opened_at)
  })

  it('validates a reply’s text', async () => {
    const quote = await sendOne('Empty reply')
    const empty = await call<{ errors: Record<string, string[]> }>(
      buyer,
      'POST',
      `/quotes/${quote.id}/replies`,
      { text: '   ' },
    )
    expect(empty.status).toBe(422)
    expect(empty.body.errors.text).toEqual([QUOTE_MESSAGES.replyRequired])
    const long = await reply(quote.id, 'x'.repeat(4001), buyer)
    expect(long.status).toBe(422)
  })

  it('gives the demo buyer requests in every status, with replies and attachments', async () => {
    const demoBuyer = DEMO_ACCOUNTS.find((a) => a.role === 'cpg_user')
    const demoMember = DEMO_ACCOUNTS.find((a) => a.role === 'vendor_user')
    const headers = authHeaders(await signIn(t, demoBuyer?.email as string))
    const list = await call<QuotePage>(headers, 'GET', '/quotes')
    const statuses = list.body.quotes.map((q) => q.status)
    expect(new Set(statuses)).toEqual(new Set(['sent', 'opened', 'answered', 'closed']))
    expect(list.body.quotes.some((q) => q.waiting && q.can_nudge)).toBe(true)
    expect(list.body.quotes.find((q) => q.status === 'closed')?.outcome).toBe('chose_this_vendor')
    const answered = list.body.quotes.find((q) => q.status === 'answered') as QuoteSummary
    const thread = await call<QuoteThread>(headers, 'GET', `/quotes/${answered.id}`)
    expect(thread.body.replies.map((r) => r.side)).toEqual(['vendor', 'buyer', 'vendor'])
    const files = thread.body.replies.flatMap((r) => r.attachments)
    expect(files.map((f) => f.content_type).sort()).toEqual(['application/pdf', 'image/png'])
    for (const file of files) {
      const res = await t.app.request(file.url, { headers })
      expect(res.status).toBe(200)
      expect(Number(res.headers.get('content-length'))).toBe(file.size)
    }
    const member = authHeaders(await signIn(t, demoMember?.email as string))
    const vendorId = answered.vendor.id
    const vendorList = await call<VendorQuotePage>(member, 'GET', `/vendors/${vendorId}/quotes`)
    expect(vendorList.body.new_count).toBeGreaterThanOrEqual(1)
    expect(vendorList.body.waiting_count).toBeGreaterThanOrEqual(1)
  })
})
