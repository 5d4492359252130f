import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, pathOf } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, linkIn, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

describe('the invitation email', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  it('arrives with the escaped message and a link the accept-invitation dialog reads', async () => {
    const company = await createCompany(t.db, { name: 'Acme <Media> & Co' })
    const vendor = await createVendor(t.db, { companyId: company.id })
    const admin = await createUser(t.db, {
      role: 'vendor_admin',
      companyId: company.id,
      firstName: 'Ada',
      lastName: 'Admin',
    })
    const headers = authHeaders(await signIn(t, admin.email, TEST_PASSWORD))
    const hostile = '<script>alert("x")</script> <a href="https://evil.example">click</a>'
    const email = 'new+colleague@invitee.example'
    const body = new FormData()
    body.append('emails', email)
    body.append('role', 'vendor_user')
    body.append('message', hostile)
    const res = await t.app.request(`/api/v1/vendors/${vendor.id}/members`, {
      method: 'POST',
      headers,
      body,
    })
    expect(res.status).toBe(200)

    await t.deliverMail()
    const mail = await t.inbox.waitFor((m) => m.envelopeTo.includes(email))
    expect(mail.subject).toBe('Join Acme <Media> & Co on CPG Marketplace')
    expect(mail.text).toContain('Ada Admin has invited you to join Acme <Media> & Co')
    expect(mail.text).toContain(hostile)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('href="https://evil.example"')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail.html).toContain('Acme &lt;Media&gt; &amp; Co')

    const link = new URL(linkIn(mail.text, 'Accept invitation'))
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/accept-invitation`)
    expect(link.searchParams.get('email')).toBe(email)
    expect(link.searchParams.get('company_name')).toBe('Acme <Media> & Co')
    const token = link.searchParams.get('confirmation_token') ?? ''
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(pathOf(link.href)).toContain('/accept-invitation?')

    const accepted = await apiRequest(t, 'PATCH', '/accept_invitation', {
      confirmation_token: token,
      first_name: 'Nia',
      last_name: 'New',
      job_title: 'Planner',
      phone_number: '',
      password: 'Invited-42!',
      password_confirmation: 'Invited-42!',
    })
    expect(accepted.status).toBe(200)
    expect((await accepted.json()).data).toMatchObject({
      email,
      role: 'vendor_user',
      vendor_id: vendor.id,
    })
  })
})
