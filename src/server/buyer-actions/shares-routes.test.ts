import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUYER_ACTION_MESSAGES } from '../../domain/buyer-actions.ts'
import { shares, tactics } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { ACTORS, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

describe('share by email', () => {
  let t: MailTestApp
  let actors: VendorActors
  let tacticId: number
  let sharer: Awaited<ReturnType<typeof createUser>>
  let headers: Record<string, string>

  beforeAll(async () => {
    t = await createMailTestApp()
    actors = await createVendorActors(t)
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: 'Aisle <script>', description: 'x' })
      .returning()
    tacticId = tactic?.id as number
    sharer = await createUser(t.db, { firstName: 'Sia', lastName: 'Sharer' })
    headers = authHeaders(await signIn(t, sharer.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  const vendorPath = () => `/vendors/${actors.vendor.id}/share_via_email`
  const tacticPath = () => `/vendors/${actors.vendor.id}/tactics/${tacticId}/share_via_email`

  it.each(ACTORS)('a vendor share as %s', async (actor) => {
    const res = await apiRequest(
      t,
      'POST',
      vendorPath(),
      { emails: [`m-${actor}@x.test`] },
      actors.headers[actor],
    )
    expect(res.status).toBe(actor === 'visitor' ? 401 : 200)
  })

  it('emails each recipient alone, with the message and a link to the vendor page', async () => {
    const res = await apiRequest(
      t,
      'POST',
      vendorPath(),
      {
        emails: ['one@share.test', 'two@share.test'],
        message: 'Look\n<img src=x onerror=alert(1)>',
        search_id: 5,
      },
      headers,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { emails: ['one@share.test', 'two@share.test'] } })
    await t.deliverMail()
    for (const to of ['one@share.test', 'two@share.test']) {
      const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(to))
      expect(mail.envelopeTo).toEqual([to])
      expect(mail.subject).toBe(`Sia Sharer shared ${actors.vendor.name} with you`)
      expect(mail.text).toContain(`View Profile: ${t.config.publicUrl}/company/${actors.vendor.id}`)
      expect(mail.html).toContain('Look<br>&lt;img src=x onerror=alert(1)&gt;')
      expect(mail.html).not.toContain('<img')
    }
    const [row] = await t.db.select().from(shares).where(eq(shares.userId, sharer.id))
    expect(row).toMatchObject({ vendorId: actors.vendor.id, tacticId: null, searchId: 5 })
  })

  it('shares a tactic with a link to its page, the name escaped', async () => {
    const res = await apiRequest(
      t,
      'POST',
      tacticPath(),
      { emails: ['tactic@share.test'] },
      headers,
    )
    expect(res.status).toBe(200)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes('tactic@share.test'))
    expect(mail.subject).toBe(`Sia Sharer shared Aisle <script> by ${actors.vendor.name} with you`)
    expect(mail.text).toContain(
      `View Tactic Details: ${t.config.publicUrl}/company/${actors.vendor.id}/tactics/${tacticId}`,
    )
    expect(mail.html).toContain('Aisle &lt;script&gt;')
    const bad = await apiRequest(
      t,
      'POST',
      `/vendors/${actors.other.id}/tactics/${tacticId}/share_via_email`,
      { emails: ['a@b.test'] },
      headers,
    )
    expect(bad.status).toBe(404)
  })

  it('names the invalid addresses, wants one, and limits the message to 4000', async () => {
    const res = await apiRequest(
      t,
      'POST',
      vendorPath(),
      { emails: ['ok@x.test', 'nope', 'a@b'], message: 'm'.repeat(4001) },
      headers,
    )
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(errors.emails).toEqual(['nope, a@b invalid format'])
    expect(errors.message).toEqual(['Too long, maximum 4000 chars'])
    const none = await apiRequest(t, 'POST', vendorPath(), { emails: [] }, headers)
    expect((await none.json()).errors.emails).toEqual([BUYER_ACTION_MESSAGES.recipientsRequired])
    const dup = await apiRequest(
      t,
      'POST',
      vendorPath(),
      { emails: ['d@x.test', 'D@x.test'] },
      headers,
    )
    expect(await dup.json()).toEqual({ data: { emails: ['D@x.test'] } })
  })
})
