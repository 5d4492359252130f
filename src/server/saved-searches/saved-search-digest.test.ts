import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAVED_SEARCH_MESSAGES } from '../../domain/saved-searches.ts'
import { savedSearches, tactics } from '../db/schema/index.ts'
import { sendWeeklyDigest } from '../jobs/weekly-digest.ts'
import { createUser, createVendor } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'

const DAY = 24 * 60 * 60_000
/** Far after the seeded catalogue, so only what a test creates is new. */
const NOW = new Date('2031-01-15T10:00:00Z')

/** docs/spec/workspace.md §4: a digest section per saved search with "Email me new matches" on. */
describe('saved searches in the weekly digest', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  it('lists at most 5 new matches per alerted search, escaped, with See all opening the search and naming it', async () => {
    const reader = await createUser(t.db, { lastDigestAt: new Date(NOW.getTime() - 7 * DAY) })
    const [alerted] = await t.db
      .insert(savedSearches)
      .values([
        {
          userId: reader.id,
          name: 'Glimmerfrost <b>demos</b>',
          query: { tab: 'tactics', keyword: 'glimmerfrost' },
          alerts: true,
        },
        // Alerts off: no section.
        { userId: reader.id, name: 'Quiet', query: { keyword: 'glimmerfrost' }, alerts: false },
      ])
      .returning({ id: savedSearches.id })
    const vendor = await createVendor(t.db, { name: 'Frost & <Co>' })
    const created = new Date(NOW.getTime() - DAY)
    await t.db.insert(tactics).values([
      // Before the last digest: not new.
      {
        vendorId: vendor.id,
        name: 'Glimmerfrost old',
        description: 'x',
        createdAt: new Date(NOW.getTime() - 9 * DAY),
      },
      ...Array.from({ length: 7 }, (_, i) => ({
        vendorId: vendor.id,
        name: `Glimmerfrost <i>${i}</i>`,
        description: 'In store',
        createdAt: created,
      })),
    ])

    expect(await sendWeeklyDigest(t.db, t.config, NOW)).toBe(1)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(reader.email))
    expect(mail.text).toContain('Your saved search “Glimmerfrost <b>demos</b>”: 7 new tactics')
    expect(mail.text).not.toContain('Quiet')
    expect(mail.text).not.toContain('Glimmerfrost old')
    expect(mail.text.match(/- Glimmerfrost <i>\d<\/i> by Frost & <Co>:/g)).toHaveLength(5)
    // The search, and the saved search it is, so that opening it clears its "new" badge.
    const seeAll = `${t.config.publicUrl}/search?tab=tactics&keyword=glimmerfrost&saved=${alerted?.id}`
    expect(mail.text).toContain(`- ${SAVED_SEARCH_MESSAGES.seeAll}: ${seeAll}`)
    expect(mail.html).toContain('Glimmerfrost &lt;b&gt;demos&lt;/b&gt;')
    expect(mail.html).toContain('Frost &amp; &lt;Co&gt;')
    expect(mail.html).not.toContain('<b>demos')
    expect(mail.html).toContain(`href="${seeAll.replaceAll('&', '&amp;')}"`)
    expect(mail.text).toContain('“Email me new matches” is on for your saved searches')
  })
})
