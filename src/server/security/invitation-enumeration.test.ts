import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MembersList } from '../../domain/member-schemas.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

describe('inviting members tells nobody which addresses have accounts', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  async function admin() {
    const vendor = await createVendor(t.db)
    const user = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
    return { vendor, headers: authHeaders(await signIn(t, user.email, TEST_PASSWORD)) }
  }

  async function invite(who: Awaited<ReturnType<typeof admin>>, emails: string[]) {
    const body = new FormData()
    for (const email of emails) body.append('emails[]', email)
    body.append('role', 'vendor_user')
    const res = await t.app.request(`/api/v1/vendors/${who.vendor.id}/members`, {
      method: 'POST',
      headers: who.headers,
      body,
    })
    const list = await t.app.request(`/api/v1/vendors/${who.vendor.id}/members`, {
      headers: who.headers,
    })
    const invited = ((await list.json()) as MembersList).invited_users.map((row) => row.email)
    return { status: res.status, body: await res.json(), invited }
  }

  // A hundred invitations with their mail: 16 s on PGlite and over 30 s on PostgreSQL on two busy cores.
  it('answers 50 addresses, some registered elsewhere, exactly as 50 new ones', async () => {
    const registered = await Promise.all(
      Array.from({ length: 10 }, async () =>
        createUser(t.db, { companyId: (await createCompany(t.db)).id }),
      ),
    )
    const fresh = (tag: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${tag}-${i}-${Date.now()}@new.example`)
    const mixed = [...registered.map((u) => u.email), ...fresh('mixed', 40)]
    const allNew = fresh('all-new', 50)
    const withAccounts = await invite(await admin(), mixed)
    const withoutAccounts = await invite(await admin(), allNew)
    expect(withAccounts.status).toBe(200)
    expect(withAccounts.status).toBe(withoutAccounts.status)
    expect(withAccounts.body).toEqual({ success: true, emails: mixed })
    expect(withoutAccounts.body).toEqual({ success: true, emails: allNew })
    expect(withAccounts.invited.sort()).toEqual([...mixed].sort())
    // The owners hear of it, with no link to accept; the others get their invitation.
    await t.deliverMail()
    const owner = registered[0]?.email as string
    const note = await t.inbox.waitFor((m) => m.envelopeTo.includes(owner))
    expect(note.text).toContain('You already have an account with this email address')
    expect(note.text).not.toContain('Accept invitation')
    const newcomer = await t.inbox.waitFor((m) => m.envelopeTo.includes(mixed[10] as string))
    expect(newcomer.text).toContain('Accept invitation')
  }, 120_000)
})
