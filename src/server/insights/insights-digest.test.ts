import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSIGHT_COUNT_LABELS, INSIGHT_MESSAGES } from '../../domain/insights.ts'
import { catalogueViews, quoteRequests, users } from '../db/schema/index.ts'
import { sendWeeklyDigest } from '../jobs/weekly-digest.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { INSIGHTS_DIGEST_TITLE } from './insights-digest.ts'

const DAY = 24 * 60 * 60_000
/** Far after the seeded data, so only what a test writes is in the week. */
const NOW = new Date('2031-03-10T10:00:00Z')

/** docs/spec/workspace.md §5: the vendor members' weekly digest carries the week's numbers. */
describe('the weekly digest of a vendor’s members', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  it('emails the week’s numbers to the members, "fewer than 3" included, and not to who opted out', async () => {
    const vendor = await createVendor(t.db)
    const admin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    const optedOut = await createUser(t.db, {
      role: 'vendor_user',
      companyId: vendor.companyId,
      firstName: 'Quiet',
    })
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    const buyers = await Promise.all([1, 2, 3].map(() => createUser(t.db, { companyId: cpg.id })))
    await t.db.insert(catalogueViews).values(
      buyers.map((buyer) => ({
        vendorId: vendor.id,
        userId: buyer.id,
        createdAt: new Date(NOW.getTime() - DAY),
      })),
    )
    await t.db.insert(quoteRequests).values({
      userId: buyers[0]?.id as number,
      vendorId: vendor.id,
      status: 'sent',
      closedAt: new Date(NOW.getTime() - 2 * DAY),
    })
    // The opt-out goes through the account settings' call.
    const session = authHeaders(await signIn(t, optedOut.email, TEST_PASSWORD))
    const res = await apiRequest(t, 'PUT', '/insights_digest', { insights_digest: false }, session)
    expect(res.status).toBe(200)
    expect(
      ((await res.json()) as { data: { insights_digest: boolean } }).data.insights_digest,
    ).toBe(false)

    expect(await sendWeeklyDigest(t.db, t.config, NOW)).toBe(1)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(admin.email))
    const link = `${t.config.publicUrl}/company/insights?days=7`
    expect(mail.text).toContain(INSIGHTS_DIGEST_TITLE)
    expect(mail.text).toContain(`- ${INSIGHT_COUNT_LABELS.profile_views}: 3: ${link}`)
    expect(mail.text).toContain(
      `- ${INSIGHT_COUNT_LABELS.quote_requests}: ${INSIGHT_MESSAGES.fewerThan3}: ${link}`,
    )
    expect(mail.text).toContain(`- ${INSIGHT_COUNT_LABELS.shares}: 0: ${link}`)
    for (const buyer of buyers) expect(mail.text).not.toContain(buyer.email)
    expect(t.inbox.messages().map((m) => m.envelopeTo[0])).not.toContain(optedOut.email)
    const [row] = await t.db.select().from(users).where(eq(users.id, optedOut.id))
    expect(row?.lastDigestAt).toBeNull()
  })

  it('refuses an opt-out that is not true or false', async () => {
    const user = await createUser(t.db, { role: 'vendor_user' })
    const session = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const res = await apiRequest(t, 'PUT', '/insights_digest', { insights_digest: 'no' }, session)
    expect(res.status).toBe(422)
  })
})
