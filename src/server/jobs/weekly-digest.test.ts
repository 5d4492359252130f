import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUOTE_MESSAGES } from '../../domain/quotes.ts'
import { quoteRequests, tactics, vendors } from '../db/schema/index.ts'
import { createCompany, createUser, createVendor, userRow } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { sendWeeklyDigest } from './weekly-digest.ts'

const DAY = 24 * 60 * 60_000
/** Far after the seeded catalogue, so only what a test creates is new. */
const NOW = new Date('2031-01-15T10:00:00Z')

describe('sendWeeklyDigest', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  async function createVendorWithTactic(name: string, createdAt: Date) {
    const company = await createCompany(t.db, { name })
    const [vendor] = await t.db
      .insert(vendors)
      .values({
        companyId: company.id,
        name,
        salesRepFirstName: 'Sam',
        salesRepLastName: 'Seller',
        salesRepEmail: 'sam@example.test',
        website: 'https://vendor.example',
        createdAt,
      })
      .returning()
    const [tactic] = await t.db
      .insert(tactics)
      .values({
        vendorId: vendor?.id as number,
        name: `${name} sampling`,
        description: 'In-store sampling',
        createdAt,
      })
      .returning()
    return {
      vendor: vendor as typeof vendors.$inferSelect,
      tactic: tactic as typeof tactics.$inferSelect,
    }
  }

  it('emails the week’s new vendors and tactics, with links, to users who opted in', async () => {
    const reader = await createUser(t.db, { digestNotification: true, firstName: 'Dana' })
    const optedOut = await createUser(t.db)
    const unconfirmed = await createUser(t.db, { digestNotification: true, confirmedAt: null })
    const { vendor, tactic } = await createVendorWithTactic(
      'Fresh <b>Media</b>',
      new Date(NOW.getTime() - DAY),
    )

    expect(await sendWeeklyDigest(t.db, t.config, NOW)).toBe(1)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(reader.email))
    expect(mail.subject).toBe('New on CPG Marketplace this week')
    const vendorUrl = `${t.config.publicUrl}/company/${vendor.id}`
    const tacticUrl = `${vendorUrl}/tactics/${tactic.id}`
    expect(mail.text).toContain(`Hello Dana,`)
    expect(mail.text).toContain(`- Fresh <b>Media</b>: ${vendorUrl}`)
    expect(mail.text).toContain(`- Fresh <b>Media</b> sampling by Fresh <b>Media</b>: ${tacticUrl}`)
    expect(mail.html).toContain(
      `<a href="${vendorUrl}" style="color:#1f4e8c">Fresh &lt;b&gt;Media&lt;/b&gt;</a>`,
    )
    expect(mail.html).toContain(`href="${tacticUrl}"`)
    expect(mail.html).not.toContain('<b>Media')

    const delivered = t.inbox.messages().map((m) => m.envelopeTo[0])
    expect(delivered).not.toContain(optedOut.email)
    expect(delivered).not.toContain(unconfirmed.email)
    expect((await userRow(t.db, reader.id))?.lastDigestAt).toEqual(NOW)
  })

  it('sends once a week, and nothing when nothing is new', async () => {
    const reader = await createUser(t.db, { digestNotification: true })
    await createVendorWithTactic('Weekly Co', new Date(NOW.getTime() - 2 * DAY))
    await sendWeeklyDigest(t.db, t.config, NOW)
    expect((await userRow(t.db, reader.id))?.lastDigestAt).toEqual(NOW)
    expect(await sendWeeklyDigest(t.db, t.config, new Date(NOW.getTime() + DAY))).toBe(0)

    const nextWeek = new Date(NOW.getTime() + 8 * DAY)
    expect(await sendWeeklyDigest(t.db, t.config, nextWeek)).toBe(0)
    expect((await userRow(t.db, reader.id))?.lastDigestAt).toEqual(NOW)

    await createVendorWithTactic('Next Week Co', new Date(nextWeek.getTime() - DAY))
    expect(await sendWeeklyDigest(t.db, t.config, nextWeek)).toBeGreaterThanOrEqual(1)
    expect((await userRow(t.db, reader.id))?.lastDigestAt).toEqual(nextWeek)
  })

  it('reminds a vendor’s members of the requests waiting for their answer, with links', async () => {
    // Years after the other tests, so they never find this member due.
    const later = new Date('2032-03-10T10:00:00Z')
    const vendor = await createVendor(t.db)
    const member = await createUser(t.db, {
      role: 'vendor_user',
      companyId: vendor.companyId,
      digestNotification: true,
      firstName: 'Vic',
    })
    const buyer = await createUser(t.db)
    const request = (subject: string, sentAt: Date, answeredAt: Date | null = null) => ({
      userId: buyer.id,
      vendorId: vendor.id,
      status: 'sent' as const,
      emailSubject: subject,
      closedAt: sentAt,
      answeredAt,
    })
    const [waiting] = await t.db
      .insert(quoteRequests)
      .values([
        request('Quote for <b>spring</b>', new Date(later.getTime() - 7 * DAY)),
        request('Answered already', new Date(later.getTime() - 7 * DAY), later),
        request('Sent this morning', new Date(later.getTime() - 60 * 60_000)),
      ])
      .returning({ id: quoteRequests.id })

    expect(await sendWeeklyDigest(t.db, t.config, later)).toBe(1)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(member.email))
    expect(mail.text).toContain('Buyers are waiting for your answer on CPG Marketplace.')
    expect(mail.text).toContain(
      `${QUOTE_MESSAGES.waitingForAnswer}\r\n- Quote for <b>spring</b> (sent 2032-03-03): ${t.config.publicUrl}/company/quotes/${waiting?.id}`,
    )
    expect(mail.html).toContain('Quote for &lt;b&gt;spring&lt;/b&gt;')
    expect(mail.text).not.toContain('Answered already')
    expect(mail.text).not.toContain('Sent this morning')
  })
})
