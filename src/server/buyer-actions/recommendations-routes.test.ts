import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recommendations } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { ACTORS, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

describe('recommend a vendor or a tactic', () => {
  let t: MailTestApp
  let actors: VendorActors
  let user: Awaited<ReturnType<typeof createUser>>
  let headers: Record<string, string>

  beforeAll(async () => {
    t = await createMailTestApp()
    actors = await createVendorActors(t)
    user = await createUser(t.db, { firstName: 'Rae', lastName: 'Recommender' })
    headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  const vendorBody = { vendor_name: 'Missing Co', vendor_website: 'missing.example' }

  it.each(ACTORS)('recommending as %s', async (actor) => {
    for (const [path, body] of [
      ['/recommend_vendor', vendorBody],
      ['/recommend_tactic', { tactic_name: 'Floor decals', vendor_website: 'decals.example' }],
    ] as const) {
      const res = await apiRequest(t, 'POST', path, body, actors.headers[actor])
      expect(res.status).toBe(actor === 'visitor' ? 401 : 200)
    }
  })

  it('sends a vendor recommendation to the operators’ address, escaped, and records it', async () => {
    const res = await apiRequest(
      t,
      'POST',
      '/recommend_vendor',
      {
        vendor_name: '<b>Bold</b> Co',
        vendor_website: 'https://bold.example',
        vendor_email: 'hi@bold.example',
        search_id: 3,
      },
      headers,
    )
    expect(await res.json()).toEqual({ data: { recommended: 'vendor' } })
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.subject === 'Recommended vendor <b>Bold</b> Co')
    expect(mail.envelopeTo).toEqual([t.config.recommendationsEmail])
    expect(mail.html).toContain('Company name: &lt;b&gt;Bold&lt;/b&gt; Co')
    expect(mail.html).not.toContain('<b>Bold')
    expect(mail.text).toContain('Company email: hi@bold.example')
    const [row] = await t.db
      .select()
      .from(recommendations)
      .where(eq(recommendations.userId, user.id))
    expect(row).toMatchObject({
      kind: 'vendor',
      vendorName: '<b>Bold</b> Co',
      vendorEmail: 'hi@bold.example',
      searchId: 3,
    })
  })

  it('sends a tactic recommendation without the empty fields', async () => {
    const res = await apiRequest(
      t,
      'POST',
      '/recommend_tactic',
      {
        tactic_name: 'Cart ads',
        vendor_website: 'cart.example',
        vendor_name: '',
        vendor_email: '',
      },
      headers,
    )
    expect(res.status).toBe(200)
    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.subject === 'Recommended tactic Cart ads')
    expect(mail.text).toContain('Tactic name: Cart ads')
    expect(mail.text).not.toContain('Company name:')
    expect(mail.text).not.toContain('Company email:')
  })

  it('answers the spec’s messages for each rule', async () => {
    const cases: [string, object, Record<string, string[]>][] = [
      [
        '/recommend_vendor',
        {},
        {
          vendor_name: ['Company name is required'],
          vendor_website: ['Company website is required'],
        },
      ],
      [
        '/recommend_vendor',
        { vendor_name: ' ', vendor_website: ' ' },
        {
          vendor_name: ['Company name is required'],
          vendor_website: ['Company website is required'],
        },
      ],
      [
        '/recommend_vendor',
        { vendor_name: 'A', vendor_website: 'not a site' },
        { vendor_website: ['Please enter a valid website address'] },
      ],
      [
        '/recommend_vendor',
        { vendor_name: 'A', vendor_website: 'me@site.example' },
        { vendor_website: ['Please enter a valid website address'] },
      ],
      [
        '/recommend_vendor',
        { vendor_name: 'A', vendor_website: `${'a'.repeat(98)}.com` },
        { vendor_website: ['Too long, maximum 100 chars'] },
      ],
      [
        '/recommend_vendor',
        { vendor_name: 'A', vendor_website: 'a.com', vendor_email: 'bad' },
        { vendor_email: ['Please enter a valid email address'] },
      ],
      [
        '/recommend_tactic',
        { vendor_website: 'a.com' },
        { tactic_name: ['Tactic name is required'] },
      ],
      [
        '/recommend_tactic',
        { tactic_name: 'T', vendor_website: 'x@y.com' },
        { vendor_website: ['Please enter a valid website address'] },
      ],
    ]
    for (const [path, body, expected] of cases) {
      const res = await apiRequest(t, 'POST', path, body, headers)
      expect(res.status).toBe(422)
      const { errors } = await res.json()
      const { full_messages: _full, ...fields } = errors
      expect(fields).toEqual(expected)
    }
  })
})
