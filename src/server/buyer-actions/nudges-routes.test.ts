import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendorNudges } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

describe('invite vendor (nudges)', () => {
  let t: MailTestApp
  let actors: VendorActors
  let inviter: Awaited<ReturnType<typeof createUser>>
  let headers: Record<string, string>

  beforeAll(async () => {
    t = await createMailTestApp()
    actors = await createVendorActors(t)
    inviter = await createUser(t.db, {
      firstName: 'Ivy',
      lastName: 'Inviter',
      jobTitle: 'Shopper Lead',
    })
    headers = authHeaders(await signIn(t, inviter.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  const path = () => `/nudges/${actors.vendor.id}`

  it.each<[Actor, number]>([
    ['visitor', 401],
    ['cpg_user', 200],
    ['vendor_user', 403],
    ['vendor_admin', 403],
    ['other_vendor_user', 200],
    ['other_vendor_admin', 200],
    ['super_admin', 200],
  ])('GET and POST /nudges/{vendorId} as %s answer %i', async (actor, status) => {
    expect((await apiRequest(t, 'GET', path(), undefined, actors.headers[actor])).status).toBe(
      status,
    )
    const body = { email_to: [`n-${actor}@x.test`], email_subject: 'Join', email_text: 'Please' }
    expect((await apiRequest(t, 'POST', path(), body, actors.headers[actor])).status).toBe(status)
  })

  it('prefills the subject and the text with the user’s name and job title', async () => {
    const res = await apiRequest(t, 'GET', path(), undefined, headers)
    const { data } = await res.json()
    expect(data.vendor_name).toBe(actors.vendor.name)
    expect(data.email_subject).toContain(actors.vendor.name)
    expect(data.email_text).toContain('Ivy Inviter, Shopper Lead')
    expect((await apiRequest(t, 'GET', '/nudges/999999', undefined, headers)).status).toBe(404)
  })

  it('emails each recipient the text, escaped, with the profile link, and records it', async () => {
    const body = {
      email_to: ['sales@vendor.test', 'ceo@vendor.test'],
      email_subject: 'Join us',
      email_text: 'Hi & <welcome>\nbye',
      search_id: 9,
    }
    const res = await apiRequest(t, 'POST', path(), body, headers)
    expect(await res.json()).toEqual({ data: { email_to: body.email_to } })
    await t.deliverMail()
    for (const to of body.email_to) {
      const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(to))
      expect(mail.subject).toBe('Join us')
      expect(mail.envelopeTo).toEqual([to])
      expect(mail.html).toContain('Hi &amp; &lt;welcome&gt;<br>bye')
      expect(mail.text).toContain(`View Profile: ${t.config.publicUrl}/company/${actors.vendor.id}`)
    }
    const [row] = await t.db.select().from(vendorNudges).where(eq(vendorNudges.userId, inviter.id))
    expect(row).toMatchObject({ vendorId: actors.vendor.id, searchId: 9, emailTo: body.email_to })
  })

  it('validates recipients, subject 500 and text 4000', async () => {
    const res = await apiRequest(
      t,
      'POST',
      path(),
      { email_to: ['x y'], email_subject: 's'.repeat(501), email_text: 't'.repeat(4001) },
      headers,
    )
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(errors.email_to).toEqual(['x y invalid format'])
    expect(errors.email_subject).toEqual(['Too long, maximum 500 chars'])
    expect(errors.email_text).toEqual(['Too long, maximum 4000 chars'])
  })
})
