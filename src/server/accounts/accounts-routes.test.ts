import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_WRONG_FORMAT,
} from '../../domain/account-schemas.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import type { Role } from '../../domain/roles.ts'
import { invitations, vendors } from '../db/schema/index.ts'
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { okJson } from '../testing/api-request.ts'
import {
  createCompany,
  createInvitation,
  createUser,
  TEST_PASSWORD,
  userByEmail,
  userRow,
} from '../testing/factories.ts'
import { authHeaders, signIn, type TestSession } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('the account', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const as = (session: TestSession) => ({ headers: authHeaders(session) })
  const signedInUser = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t.db, overrides)
    return { user, session: await signIn(t, user.email, TEST_PASSWORD) }
  }

  describe('GET /accounts', () => {
    it('answers the account with its company and vendor profile', async () => {
      const session = await signIn(t, 'vendor-admin@demo.example')
      const res = await t.client.accounts.$get({}, as(session))
      expect(res.status).toBe(200)
      const data = (await okJson(res)).data
      const user = await userByEmail(t.db, 'vendor-admin@demo.example')
      const [vendor] = await t.db
        .select()
        .from(vendors)
        .where(eq(vendors.companyId, user?.companyId as number))
      expect(data).toEqual({
        id: user?.id,
        email: 'vendor-admin@demo.example',
        first_name: 'Vera',
        last_name: 'Vendor',
        role: 'vendor_admin',
        company_name: expect.any(String),
        company_type: 'vendor',
        vendor_id: vendor?.id,
        job_title: 'Head of Retail Partnerships',
        phone_number: null,
        profile_picture: null,
        digest_notification: false,
        insights_digest: true,
        two_factor_enabled: false,
        join_request: null,
      })
    })

    it('answers a super_admin without a company', async () => {
      const { data } = await (
        await t.client.accounts.$get({}, as(await signIn(t, 'admin@demo.example')))
      ).json()
      expect(data).toMatchObject({ company_name: null, company_type: null, vendor_id: null })
    })

    it('answers 401 to a visitor', async () => {
      const res = await t.client.accounts.$get()
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.unauthenticated] })
    })
  })

  describe('PUT /accounts', () => {
    it('updates the profile; a phone of only the dial code counts as none', async () => {
      const { session } = await signedInUser()
      const profile = {
        first_name: ' Nora ',
        last_name: 'New',
        job_title: 'Director',
        phone_number: '+1',
      }
      const res = await t.client.accounts.$put({ json: profile }, as(session))
      expect(res.status).toBe(200)
      expect((await okJson(res)).data).toMatchObject({
        first_name: 'Nora',
        last_name: 'New',
        job_title: 'Director',
        phone_number: null,
      })
      const withPhone = await t.client.accounts.$put(
        { json: { ...profile, phone_number: '+1 (555) 010-2030' } },
        as(session),
      )
      expect((await okJson(withPhone)).data.phone_number).toBe('+1 (555) 010-2030')
    })

    it('requires a job title from everyone but a super_admin', async () => {
      const { session } = await signedInUser()
      const body = { first_name: 'A', last_name: 'B', job_title: '', phone_number: null }
      const res = await t.client.accounts.$put({ json: body }, as(session))
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { job_title: [MESSAGES.jobTitleRequired] } })
      const admin = await signIn(t, 'admin@demo.example')
      const ok = await t.client.accounts.$put({ json: body }, as(admin))
      expect(ok.status).toBe(200)
      expect((await okJson(ok)).data.job_title).toBeNull()
    })

    it('answers the name rules', async () => {
      const { session } = await signedInUser()
      const res = await t.client.accounts.$put(
        { json: { first_name: '', last_name: '', job_title: 'J', phone_number: 'x' } },
        as(session),
      )
      expect(res.status).toBe(422)
      const { errors } = (await res.json()) as { errors: Record<string, string[]> }
      expect(errors.first_name).toEqual([MESSAGES.firstNameRequired])
      expect(errors.last_name).toEqual([MESSAGES.lastNameRequired])
      expect(errors.phone_number).toHaveLength(1)
    })
  })

  describe('profile pictures', () => {
    const upload = (session: TestSession, bytes: Uint8Array, name = 'me.png', type = 'image/png') =>
      t.client.accounts.profile_picture.$put(
        { form: { profile_picture: new File([new Uint8Array(bytes)], name, { type }) } },
        as(session),
      )

    it('stores a re-encoded jpeg of at most 400×400 without metadata', async () => {
      const { session } = await signedInUser()
      const photo = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: '#3366cc' },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret camera owner' } })
        .toBuffer()
      expect((await sharp(photo).metadata()).exif).toBeDefined()

      const res = await upload(session, photo, 'photo.jpg', 'image/jpeg')
      expect(res.status).toBe(200)
      const url = (await okJson(res)).data.profile_picture as string
      expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{64}\.jpg$/)
      const served = await t.app.request(url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 267 })
      expect(meta.exif).toBeUndefined()

      const png = await sharp({
        create: { width: 100, height: 100, channels: 4, background: '#00000000' },
      })
        .png()
        .toBuffer()
      expect((await upload(session, png)).status).toBe(200)
    })

    it('judges the format by content, not by name', async () => {
      const { session } = await signedInUser()
      const gif = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#fff' },
      })
        .gif()
        .toBuffer()
      const wrong = { errors: { profile_picture: [PROFILE_PICTURE_WRONG_FORMAT] } }
      const named = await upload(session, gif, 'looks-fine.png')
      expect(named.status).toBe(422)
      expect(await named.json()).toMatchObject(wrong)
      const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
      expect(await (await upload(session, text, 'x.jpg', 'image/jpeg')).json()).toMatchObject(wrong)
      const broken = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
      expect(await (await upload(session, broken)).json()).toMatchObject(wrong)
      const missing = await t.client.accounts.profile_picture.$put(
        { form: { profile_picture: 'not a file' as unknown as File } },
        as(session),
      )
      expect(missing.status).toBe(422)
    })

    it('refuses a picture over 5 MB', async () => {
      const { session } = await signedInUser()
      const big = new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)
      big.set([0xff, 0xd8, 0xff])
      const res = await upload(session, big, 'big.jpg', 'image/jpeg')
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({
        errors: { profile_picture: [PROFILE_PICTURE_TOO_LARGE] },
      })
      const huge = await upload(session, new Uint8Array(PROFILE_PICTURE_MAX_BYTES * 2))
      expect(await huge.json()).toMatchObject({
        errors: { profile_picture: [PROFILE_PICTURE_TOO_LARGE] },
      })
    })

    it('removes the picture', async () => {
      const { session } = await signedInUser({ profilePictureUrl: '/uploads/avatars/x.jpg' })
      const res = await t.client.accounts.profile_picture.$delete({}, as(session))
      expect(res.status).toBe(200)
      expect((await okJson(res)).data.profile_picture).toBeNull()
      expect((await t.client.accounts.profile_picture.$delete()).status).toBe(401)
    })
  })

  describe('DELETE /accounts', () => {
    const remove = (session: TestSession, newAdminId?: number, password = TEST_PASSWORD) =>
      t.client.accounts.$delete(
        { json: { current_password: password, new_admin_id: newAdminId } },
        as(session),
      )

    /** A vendor company with the given members, the first of them signed in. */
    async function company(roles: Role[]) {
      const { id: companyId } = await createCompany(t.db)
      const members = []
      for (const role of roles) members.push(await createUser(t.db, { role, companyId }))
      const session = await signIn(t, members[0]?.email as string, TEST_PASSWORD)
      return { members, session }
    }

    it('answers 401 to a visitor and 403 to a super_admin', async () => {
      const json = { current_password: DEMO_PASSWORD }
      expect((await t.client.accounts.$delete({ json })).status).toBe(401)
      const res = await remove(await signIn(t, 'admin@demo.example'), undefined, DEMO_PASSWORD)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ errors: [ACCOUNT_MESSAGES.superAdminCannotDelete] })
    })

    it('deletes a cpg_user, who then cannot sign in', async () => {
      const { user, session } = await signedInUser({ role: 'cpg_user' })
      const res = await remove(session)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-token')).toBeNull()
      expect(await userRow(t.db, user.id)).toBeUndefined()
      expect((await t.client.accounts.$get({}, as(session))).status).toBe(401)
      const again = await t.client.auth.sign_in.$post({
        json: { email: user.email, password: TEST_PASSWORD },
      })
      expect(again.status).toBe(401)
    })

    it('deletes a vendor_user', async () => {
      const { members, session } = await company(['vendor_user', 'vendor_admin'])
      expect((await remove(session)).status).toBe(204)
      expect(await userRow(t.db, members[0]?.id as number)).toBeUndefined()
    })

    it('deletes the only member of a company and an admin who leaves another admin', async () => {
      const alone = await company(['vendor_admin'])
      expect((await remove(alone.session)).status).toBe(204)
      const pair = await company(['vendor_admin', 'vendor_admin', 'vendor_user'])
      expect((await remove(pair.session)).status).toBe(204)
    })

    it('asks the last admin of a company with members to choose a new admin', async () => {
      const { members, session } = await company(['vendor_admin', 'vendor_user', 'vendor_user'])
      const [admin, first, second] = members as [
        (typeof members)[0],
        (typeof members)[0],
        (typeof members)[0],
      ]
      await createInvitation(t.db, t.config.tokenSecret, {
        companyId: admin.companyId as number,
        invitedBy: admin.id,
      })
      const res = await remove(session)
      expect(res.status).toBe(422)
      const candidate = (u: typeof first) => ({
        id: u.id,
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
      })
      expect(await res.json()).toEqual({
        errors: {
          new_admin_id: [ACCOUNT_MESSAGES.chooseNewAdmin],
          full_messages: [ACCOUNT_MESSAGES.chooseNewAdmin],
        },
        candidates: [candidate(first), candidate(second)],
      })

      const outsider = await createUser(t.db, { role: 'vendor_user' })
      expect((await remove(session, outsider.id)).status).toBe(422)
      expect((await remove(session, admin.id)).status).toBe(422)

      expect((await remove(session, second.id)).status).toBe(204)
      expect((await userRow(t.db, second.id))?.role).toBe('vendor_admin')
      expect((await userRow(t.db, first.id))?.role).toBe('vendor_user')
      expect(await userRow(t.db, admin.id)).toBeUndefined()
      const [invitation] = await t.db
        .select()
        .from(invitations)
        .where(eq(invitations.companyId, admin.companyId as number))
      expect(invitation?.invitedBy).toBeNull()
    })
  })
})
