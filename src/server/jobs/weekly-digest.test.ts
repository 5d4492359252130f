import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tactics, vendors } from '../db/schema/index.ts'
import { createCompany, createUser, userRow } from '../testing/factories.ts'
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
})
