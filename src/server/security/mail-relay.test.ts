import { randomBytes } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUYER_ACTION_MESSAGES, QUOTE_CC_MAX } from '../../domain/buyer-actions.ts'
import {
  MAIL_LIMIT_MESSAGES,
  MAILS_PER_RECIPIENT_PER_DAY,
  MAILS_PER_USER_PER_DAY,
} from '../../domain/mail-limits.ts'
import { ACCOUNT_EMAILS_PER_DAY } from '../auth/mail-limits.ts'
import { companyJoinRequests, rateLimits } from '../db/schema/index.ts'
import { announceJoinRequest } from '../members/join-requests.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

const unique = () => randomBytes(4).toString('hex')

describe('the marketplace relays no mail to addresses of a user’s choosing', () => {
  let t: MailTestApp
  let vendor: Awaited<ReturnType<typeof createVendor>>
  beforeAll(async () => {
    t = await createMailTestApp()
    vendor = await createVendor(t.db)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(rateLimits)
  })

  async function buyer() {
    const user = await createUser(t.db)
    return authHeaders(await signIn(t, user.email, TEST_PASSWORD))
  }

  async function draft(headers: Record<string, string>) {
    const res = await apiRequest(t, 'POST', '/request_quote', { vendor_id: vendor.id }, headers)
    return ((await res.json()) as { data: { request_quote_id: number } }).data.request_quote_id
  }

  const sendQuote = (headers: Record<string, string>, id: number, body: object) =>
    apiRequest(t, 'PUT', `/request_quote/${id}`, body, headers)

  const receivedBy = (address: string) =>
    t.inbox.messages().filter((m) => m.envelopeTo.includes(address))

  it("sends a quote only to the vendor's contacts: a stranger in To is refused", async () => {
    const headers = await buyer()
    const id = await draft(headers)
    const stranger = `stranger-${unique()}@victim.example`
    const subject = `Quote ${unique()}`
    const refused = await sendQuote(headers, id, {
      email_to: [vendor.salesRepEmail, stranger],
      email_subject: subject,
      email_text: 'Buy cheap watches',
    })
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors.email_to).toEqual([
      BUYER_ACTION_MESSAGES.notVendorContact([stranger]),
    ])
    const sent = await sendQuote(headers, id, { email_subject: subject, email_text: 'Hello' })
    expect(sent.status).toBe(200)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.subject === subject)
    expect(mail.envelopeTo).toEqual([vendor.salesRepEmail])
    expect(receivedBy(stranger)).toEqual([])
  })

  it(`copies a quote to at most ${QUOTE_CC_MAX} addresses`, async () => {
    const headers = await buyer()
    const id = await draft(headers)
    const copies = Array.from(
      { length: QUOTE_CC_MAX + 1 },
      (_, i) => `cc-${i}-${unique()}@b.example`,
    )
    const body = { email_subject: `Copies ${unique()}`, email_text: '' }
    const refused = await sendQuote(headers, id, { ...body, email_cc: copies })
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors.email_cc).toEqual([BUYER_ACTION_MESSAGES.tooManyCopies])
    const sent = await sendQuote(headers, id, { ...body, email_cc: copies.slice(0, QUOTE_CC_MAX) })
    expect(sent.status).toBe(200)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.subject === body.email_subject)
    expect(mail.envelopeTo.sort()).toEqual([vendor.salesRepEmail, ...copies.slice(0, 5)].sort())
    expect(receivedBy(copies[QUOTE_CC_MAX] as string)).toEqual([])
  })

  it(`lets one address receive at most ${MAILS_PER_RECIPIENT_PER_DAY} users' emails a day, whoever sends them`, async () => {
    const senders = [await buyer(), await buyer()]
    const victim = `victim-${unique()}@victim.example`
    const share = (i: number) =>
      apiRequest(
        t,
        'POST',
        `/vendors/${vendor.id}/share_via_email`,
        { emails: [victim], message: `Share ${i}` },
        senders[i % 2],
      )
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_DAY; i++) expect((await share(i)).status).toBe(200)
    const refused = await share(MAILS_PER_RECIPIENT_PER_DAY)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ errors: [MAIL_LIMIT_MESSAGES.recipientFull([victim])] })
    // An invitation to the same address is the same day's mail to it.
    const admin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const form = new FormData()
    form.append('emails[]', victim)
    form.append('role', 'vendor_user')
    const invite = await t.app.request(`/api/v1/vendors/${vendor.id}/members`, {
      method: 'POST',
      headers: authHeaders(await signIn(t, admin.email, TEST_PASSWORD)),
      body: form,
    })
    expect(invite.status).toBe(429)
    await t.deliverMail()
    expect(receivedBy(victim)).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY)
  })

  it(`lets one user's actions reach at most ${MAILS_PER_USER_PER_DAY} recipients a day`, async () => {
    const headers = await buyer()
    const tag = unique()
    const share = (from: number, count: number) =>
      apiRequest(
        t,
        'POST',
        `/vendors/${vendor.id}/share_via_email`,
        { emails: Array.from({ length: count }, (_, i) => `r${from + i}-${tag}@many.example`) },
        headers,
      )
    expect((await share(0, 50)).status).toBe(200)
    expect((await share(50, 50)).status).toBe(200)
    const refused = await share(100, 1)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ errors: [MAIL_LIMIT_MESSAGES.tooManyToday] })
    const recommend = await apiRequest(
      t,
      'POST',
      '/recommend_vendor',
      { vendor_name: 'Acme', vendor_website: 'acme.example' },
      headers,
    )
    expect(recommend.status).toBe(429)
    await t.deliverMail()
    const reached = t.inbox.messages().filter((m) => m.envelopeTo.some((a) => a.includes(tag)))
    expect(reached).toHaveLength(MAILS_PER_USER_PER_DAY)
  })

  it(`sends one account at most ${ACCOUNT_EMAILS_PER_DAY} password reset emails a day, hour after hour`, async () => {
    const user = await createUser(t.db)
    const hourlyKey = `mail:password_reset:${user.id}`
    for (let i = 0; i < ACCOUNT_EMAILS_PER_DAY + 5; i++) {
      if (i % 5 === 0) {
        // The next hour: the hourly limit starts again, the day's does not.
        await t.db.delete(rateLimits).where(like(rateLimits.key, `mail-request:%`))
        await t.db
          .update(rateLimits)
          .set({ resetAt: new Date(Date.now() - 1000) })
          .where(eq(rateLimits.key, hourlyKey))
      }
      const res = await apiRequest(t, 'POST', '/auth/password', { email: user.email })
      expect(res.status).toBe(200)
      await t.background.idle()
    }
    await t.deliverMail()
    expect(receivedBy(user.email)).toHaveLength(ACCOUNT_EMAILS_PER_DAY)
  })

  it(`tells a company's admin of at most ${MAILS_PER_RECIPIENT_PER_DAY} join requests a day`, async () => {
    const company = await createVendor(t.db)
    const admin = await createUser(t.db, { role: 'vendor_admin', companyId: company.companyId })
    for (let i = 0; i <= MAILS_PER_RECIPIENT_PER_DAY; i++) {
      const registrant = await createUser(t.db, { role: 'vendor_user', companyId: null })
      await t.db
        .insert(companyJoinRequests)
        .values({ userId: registrant.id, companyId: company.companyId })
      await announceJoinRequest(t.db, t.config, registrant.id, new Date())
    }
    await t.deliverMail()
    const asks = receivedBy(admin.email).filter((m) => m.subject?.includes('asks to join'))
    expect(asks).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY)
  })
})
