import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MEMBER_MESSAGES } from '../../domain/member-schemas.ts'
import type { CompanyRole } from '../../domain/roles.ts'
import { invitations, outbox } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import {
  createInvitation,
  createUser,
  createVendor,
  TEST_PASSWORD,
  userRow,
} from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import {
  ACTORS,
  type Actor,
  createVendorActors,
  type VendorActors,
} from '../testing/vendor-actors.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A vendor with a signed-in admin, for tests that change its members. */
async function team() {
  const vendor = await createVendor(t.db)
  const admin = await createUser(t.db, { role: 'vendor_admin', companyId: vendor.companyId })
  const headers = authHeaders(await signIn(t, admin.email, TEST_PASSWORD))
  const member = (role: CompanyRole, extra: Parameters<typeof createUser>[1] = {}) =>
    createUser(t.db, { role, companyId: vendor.companyId, ...extra })
  return { vendor, admin, headers, member }
}

function inviteForm(fields: Record<string, string | string[]>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, item)
    else body.append(name, value)
  }
  return body
}

function invite(
  vendorId: number,
  headers: Record<string, string>,
  fields: Record<string, string | string[]>,
) {
  return t.app.request(`/api/v1/vendors/${vendorId}/members`, {
    method: 'POST',
    headers,
    body: inviteForm(fields),
  })
}

const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, email))

describe('who may manage members', () => {
  let actors: VendorActors
  let invitationId: number
  let memberId: number
  beforeAll(async () => {
    actors = await createVendorActors(t)
    const { invitation } = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: actors.vendor.companyId,
    })
    invitationId = invitation.id
    memberId = (await createUser(t.db, { role: 'vendor_user', companyId: actors.vendor.companyId }))
      .id
  })

  const allowed: Record<Actor, boolean> = {
    visitor: false,
    cpg_user: false,
    vendor_user: false,
    vendor_admin: true,
    other_vendor_user: false,
    other_vendor_admin: false,
    super_admin: true,
  }
  const refusal = (actor: Actor) => (actor === 'visitor' ? 401 : 403)

  it.each(ACTORS)('lists the members for %s only when allowed', async (actor) => {
    const res = await apiRequest(
      t,
      'GET',
      `/vendors/${actors.vendor.id}/members`,
      undefined,
      actors.headers[actor],
    )
    expect(res.status).toBe(allowed[actor] ? 200 : refusal(actor))
    if (!allowed[actor]) {
      const message = actor === 'visitor' ? AUTH_MESSAGES.unauthenticated : AUTH_MESSAGES.forbidden
      expect(await res.json()).toEqual({ errors: [message] })
    }
  })

  it.each(ACTORS)(
    'lets %s invite, change roles, resend and delete only when allowed',
    async (actor) => {
      const headers = actors.headers[actor]
      const base = `/vendors/${actors.vendor.id}/members`
      const email = `matrix-${actor}@example.test`
      const invited = await invite(actors.vendor.id, headers, {
        emails: email,
        role: 'vendor_user',
      })
      const changed = await apiRequest(
        t,
        'PATCH',
        `${base}/${memberId}`,
        { role: 'vendor_user' },
        headers,
      )
      const resent = await apiRequest(
        t,
        'GET',
        `${base}/${invitationId}/resend_invitation`,
        undefined,
        headers,
      )
      const expected = allowed[actor] ? 200 : refusal(actor)
      expect([invited.status, changed.status, resent.status]).toEqual([
        expected,
        expected,
        expected,
      ])
      expect((await mailsTo(email)).length).toBe(allowed[actor] ? 1 : 0)

      const target = await createUser(t.db, {
        role: 'vendor_user',
        companyId: actors.vendor.companyId,
      })
      const deleted = await apiRequest(t, 'DELETE', `${base}/${target.id}`, undefined, headers)
      expect(deleted.status).toBe(expected)
      expect(Boolean(await userRow(t.db, target.id))).toBe(!allowed[actor])
    },
  )

  it('answers 404 for a vendor that does not exist', async () => {
    const res = await apiRequest(
      t,
      'GET',
      '/vendors/2147483000/members',
      undefined,
      actors.headers.super_admin,
    )
    expect(res.status).toBe(404)
  })
})

describe('GET /vendors/{id}/members', () => {
  it('lists members with roles, open invitations and unconfirmed accounts', async () => {
    const { vendor, admin, headers, member } = await team()
    const user = await member('vendor_user', { firstName: 'Uma', lastName: 'User' })
    const unconfirmed = await member('vendor_user', { confirmedAt: null, firstName: 'Nina' })
    const open = await createInvitation(t.db, t.config.tokenSecret, { companyId: vendor.companyId })
    await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
      expiresAt: new Date(Date.now() - 1000),
    })
    await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
      acceptedAt: new Date(),
    })
    const res = await apiRequest(t, 'GET', `/vendors/${vendor.id}/members`, undefined, headers)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.users).toEqual([
      {
        id: admin.id,
        first_name: admin.firstName,
        last_name: admin.lastName,
        profile_picture: null,
        email: admin.email,
        role: 'vendor_admin',
        role_id: 'vendor_admin',
      },
      {
        id: user.id,
        first_name: 'Uma',
        last_name: 'User',
        profile_picture: null,
        email: user.email,
        role: 'vendor_user',
        role_id: 'vendor_user',
      },
    ])
    expect(body.roles).toEqual([
      { id: 'vendor_admin', name: 'Admin' },
      { id: 'vendor_user', name: 'User' },
    ])
    expect(body.invited_users).toEqual([{ id: open.invitation.id, email: open.invitation.email }])
    expect(body.unconfirmed_users).toEqual([
      { id: unconfirmed.id, email: unconfirmed.email, first_name: 'Nina', last_name: 'User' },
    ])
    expect(body.invitation_email_text).toContain(
      `${admin.firstName} ${admin.lastName} has invited you`,
    )
  })
})

describe('POST /vendors/{id}/members', () => {
  it('invites each address once with a hashed, expiring token and an email', async () => {
    const { vendor, headers } = await team()
    const res = await invite(vendor.id, headers, {
      emails: ['ann@new.example, bob@new.example', 'Ann@new.example'],
      role: 'vendor_admin',
      message: 'Welcome aboard',
    })
    expect(res.status).toBe(200)
    const rows = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.companyId, vendor.companyId))
    expect(rows.map((row) => [row.email, row.role, row.message])).toEqual([
      ['ann@new.example', 'vendor_admin', 'Welcome aboard'],
      ['bob@new.example', 'vendor_admin', 'Welcome aboard'],
    ])
    for (const row of rows) {
      expect(row.tokenDigest).toMatch(/^[0-9a-f]{64}$/)
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60_000)
      const [mail] = await mailsTo(row.email)
      expect(mail?.textBody).toContain('Welcome aboard')
      expect(mail?.textBody).not.toContain(row.tokenDigest)
    }
  })

  it('refuses the whole list with a reason per address and sends nothing', async () => {
    const { vendor, headers, member } = await team()
    const colleague = await member('vendor_user')
    const pending = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
    })
    const fresh = `fresh-${vendor.id}@new.example`
    const res = await invite(vendor.id, headers, {
      emails: ['not-an-email', colleague.email, pending.invitation.email, fresh],
      role: 'vendor_user',
    })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.errors.emails).toEqual([
      MEMBER_MESSAGES.invalidEmail('not-an-email'),
      MEMBER_MESSAGES.alreadyMember(colleague.email),
      MEMBER_MESSAGES.alreadyInvited(pending.invitation.email),
    ])
    expect(await mailsTo(fresh)).toEqual([])
  })

  it('invites again an address whose invitation expired', async () => {
    const { vendor, headers } = await team()
    const { invitation } = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
      expiresAt: new Date(Date.now() - 1000),
    })
    const res = await invite(vendor.id, headers, { emails: invitation.email, role: 'vendor_user' })
    expect(res.status).toBe(200)
    expect((await mailsTo(invitation.email)).length).toBe(1)
  })

  it('limits an admin to twenty invite requests an hour', async () => {
    const { vendor, headers } = await team()
    for (let i = 0; i < 20; i++) {
      const res = await invite(vendor.id, headers, {
        emails: `limit-${vendor.id}-${i}@new.example`,
        role: 'vendor_user',
      })
      expect(res.status).toBe(200)
    }
    const last = `limit-${vendor.id}-last@new.example`
    const res = await invite(vendor.id, headers, { emails: last, role: 'vendor_user' })
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ errors: [MEMBER_MESSAGES.tooManyEmails] })
    expect(await mailsTo(last)).toEqual([])
  })

  it('answers the form rules with 422', async () => {
    const { vendor, headers } = await team()
    const res = await invite(vendor.id, headers, {
      emails: ' , ',
      role: '',
      message: 'x'.repeat(501),
    })
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(errors.emails).toEqual([MEMBER_MESSAGES.emailsRequired])
    expect(errors.role).toEqual([MEMBER_MESSAGES.roleRequired])
    expect(errors.message).toEqual(['Too long, maximum 500 chars'])
    const bad = await invite(vendor.id, headers, { emails: 'a@b.example', role: 'super_admin' })
    expect((await bad.json()).errors.role).toEqual([MEMBER_MESSAGES.roleRequired])
  })
})

describe('PATCH /vendors/{id}/members/{memberId}', () => {
  const patch = (
    vendorId: number,
    memberId: number,
    role: string,
    headers: Record<string, string>,
  ) => apiRequest(t, 'PATCH', `/vendors/${vendorId}/members/${memberId}`, { role }, headers)

  it('promotes and demotes, keeping at least one admin', async () => {
    const { vendor, admin, headers, member } = await team()
    const colleague = await member('vendor_user')
    const refused = await patch(vendor.id, admin.id, 'vendor_user', headers)
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors).toEqual({
      role: [MEMBER_MESSAGES.oneAdminAtLeast],
      full_messages: [MEMBER_MESSAGES.oneAdminAtLeast],
    })
    expect((await userRow(t.db, admin.id))?.role).toBe('vendor_admin')

    const promoted = await patch(vendor.id, colleague.id, 'vendor_admin', headers)
    expect(promoted.status).toBe(200)
    expect(await promoted.json()).toEqual({
      data: { id: colleague.id, role: 'vendor_admin', role_id: 'vendor_admin' },
    })
    expect((await patch(vendor.id, admin.id, 'vendor_user', headers)).status).toBe(200)
    expect((await userRow(t.db, admin.id))?.role).toBe('vendor_user')
    // The demoted admin has lost the right at once.
    expect((await patch(vendor.id, colleague.id, 'vendor_user', headers)).status).toBe(403)
  })

  it('answers 404 for a member of another company and 422 for an unknown role', async () => {
    const { vendor, headers } = await team()
    const stranger = await team()
    expect((await patch(vendor.id, stranger.admin.id, 'vendor_user', headers)).status).toBe(404)
    const res = await patch(vendor.id, 1, 'owner', headers)
    expect(res.status).toBe(422)
  })
})

describe('DELETE /vendors/{id}/members/{memberId}', () => {
  const remove = (
    vendorId: number,
    memberId: number,
    headers: Record<string, string>,
    body?: object,
  ) => apiRequest(t, 'DELETE', `/vendors/${vendorId}/members/${memberId}`, body, headers)

  it('removes a member', async () => {
    const { vendor, headers, member } = await team()
    const colleague = await member('vendor_user')
    const res = await remove(vendor.id, colleague.id, headers)
    expect(res.status).toBe(200)
    expect(await userRow(t.db, colleague.id)).toBeUndefined()
  })

  it('keeps the last admin until a new admin is named, who is promoted', async () => {
    const { vendor, admin, headers, member } = await team()
    const colleague = await member('vendor_user', { firstName: 'Cleo', lastName: 'Next' })
    const refused = await remove(vendor.id, admin.id, headers)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      candidates: [
        { id: colleague.id, first_name: 'Cleo', last_name: 'Next', email: colleague.email },
      ],
      errors: {
        new_admin_id: [MEMBER_MESSAGES.oneAdminAtLeast],
        full_messages: [MEMBER_MESSAGES.oneAdminAtLeast],
      },
    })
    expect((await remove(vendor.id, admin.id, headers, { new_admin_id: admin.id })).status).toBe(
      422,
    )
    const res = await remove(vendor.id, admin.id, headers, { new_admin_id: colleague.id })
    expect(res.status).toBe(200)
    expect(await userRow(t.db, admin.id)).toBeUndefined()
    expect((await userRow(t.db, colleague.id))?.role).toBe('vendor_admin')
    // The deleted admin's session has ended with them.
    expect(
      (await apiRequest(t, 'GET', `/vendors/${vendor.id}/members`, undefined, headers)).status,
    ).toBe(401)
  })

  it('answers 404 for a member of another company', async () => {
    const { vendor, headers } = await team()
    const stranger = await team()
    expect((await remove(vendor.id, stranger.admin.id, headers)).status).toBe(404)
    expect(await userRow(t.db, stranger.admin.id)).toBeDefined()
  })
})

describe('resending', () => {
  it('sends the invitation again with a new token; the old link stops working', async () => {
    const { vendor, headers } = await team()
    const { invitation, token } = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
      expiresAt: new Date(Date.now() - 1000),
    })
    const path = `/vendors/${vendor.id}/members/${invitation.id}/resend_invitation`
    const res = await apiRequest(t, 'GET', path, undefined, headers)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, email: invitation.email })
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id))
    expect(row?.tokenDigest).not.toBe(invitation.tokenDigest)
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now())
    const [mail] = await mailsTo(invitation.email)
    expect(mail?.textBody).not.toContain(token)
    const link = new URL(/Accept invitation: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '')
    const accept = (confirmation_token: string) =>
      apiRequest(t, 'PATCH', '/accept_invitation', {
        confirmation_token,
        first_name: 'Rae',
        last_name: 'Resent',
        job_title: 'Planner',
        phone_number: '',
        password: 'Resent-42!',
        password_confirmation: 'Resent-42!',
      })
    expect((await accept(token)).status).toBe(404)
    expect((await accept(link.searchParams.get('confirmation_token') ?? '')).status).toBe(200)
  })

  it('limits resends to five an hour per invitation', async () => {
    const { vendor, headers } = await team()
    const { invitation } = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
    })
    const path = `/vendors/${vendor.id}/members/${invitation.id}/resend_invitation`
    for (let i = 0; i < 5; i++)
      expect((await apiRequest(t, 'GET', path, undefined, headers)).status).toBe(200)
    const res = await apiRequest(t, 'GET', path, undefined, headers)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ errors: [MEMBER_MESSAGES.tooManyEmails] })
    expect((await mailsTo(invitation.email)).length).toBe(5)
  })

  it('answers 404 for another company’s or an accepted invitation', async () => {
    const { vendor, headers } = await team()
    const stranger = await team()
    const theirs = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: stranger.vendor.companyId,
    })
    const accepted = await createInvitation(t.db, t.config.tokenSecret, {
      companyId: vendor.companyId,
      acceptedAt: new Date(),
    })
    for (const id of [theirs.invitation.id, accepted.invitation.id]) {
      const path = `/vendors/${vendor.id}/members/${id}/resend_invitation`
      const res = await apiRequest(t, 'GET', path, undefined, headers)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ errors: [MEMBER_MESSAGES.invitationNotFound] })
    }
  })

  it('resends the confirmation of an unconfirmed member', async () => {
    const { member } = await team()
    const unconfirmed = await member('vendor_user', { confirmedAt: null })
    const res = await apiRequest(t, 'GET', `/accounts/${unconfirmed.id}/resend_confirmation`)
    expect(res.status).toBe(200)
    await t.background.idle()
    const mails = await t.db.select().from(outbox).where(eq(outbox.toAddress, unconfirmed.email))
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your email for CPG Marketplace'])
  })
})
