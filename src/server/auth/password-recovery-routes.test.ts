import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { outbox, userTokens } from '../db/schema/index.ts'
import { okJson, pathOf } from '../testing/api-request.ts'
import { createUser, TEST_PASSWORD, userRow } from '../testing/factories.ts'
import { createMailTestApp, linkIn, type MailTestApp } from '../testing/mail-test-app.ts'
import {
  authHeaders,
  followEmailedLink,
  sessionOf,
  signIn,
  type TestSession,
} from '../testing/sessions.ts'

const NEW_PASSWORD = 'Brand-new42'

describe('password recovery and reset', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  const recover = (email: string) => t.client.auth.password.$post({ json: { email } })
  /** The emails written to the address, once the work the requests handed off is done. */
  const outboxTo = async (email: string) => {
    await t.background.idle()
    return (await t.db.select().from(outbox).where(eq(outbox.toAddress, email))).length
  }

  /** Asks for recovery and answers the link of the email that arrives. */
  async function resetLinkFor(email: string, previous = 0) {
    await recover(email)
    await t.deliverMail()
    const mails = () => t.inbox.messages().filter((m) => m.envelopeTo.includes(email))
    await t.inbox.waitFor(() => mails().length > previous)
    return linkIn(mails()[previous]?.text as string, 'Reset my password')
  }

  /** Follows the emailed link: the session its one-time code is exchanged for. */
  async function follow(link: string): Promise<TestSession> {
    const { location, session } = await followEmailedLink(t, pathOf(link))
    expect(location.pathname).toBe('/reset-password')
    return session
  }

  const reset = (session: TestSession, password = NEW_PASSWORD, confirmation = password) =>
    t.client.auth.password.$put(
      { json: { password, password_confirmation: confirmation } },
      { headers: authHeaders(session) },
    )

  it('gives the same answer whether or not the email is registered', async () => {
    const user = await createUser(t.db)
    const known = await recover(user.email)
    const unknown = await recover('nobody-here@example.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const body = { success: true, message: AUTH_MESSAGES.recoverySent }
    expect(await known.json()).toEqual(body)
    expect(await unknown.json()).toEqual(body)
    expect(await outboxTo(user.email)).toBe(1)
    expect(await outboxTo('nobody-here@example.test')).toBe(0)
  })

  it('asks for a valid email', async () => {
    const res = await recover('nope')
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ errors: { email: [MESSAGES.emailInvalid] } })
  })

  it('resets through the emailed link and signs out the other clients', async () => {
    const user = await createUser(t.db)
    const elsewhere = await signIn(t, user.email, TEST_PASSWORD)
    const session = await follow(await resetLinkFor(user.email))
    expect(session.uid).toBe(user.email)

    const res = await reset(session)
    expect(res.status).toBe(200)
    expect((await okJson(res)).data.email).toBe(user.email)
    const fresh = sessionOf(res)
    expect(fresh['access-token']).not.toBe(session['access-token'])
    expect((await t.client.accounts.$get({}, { headers: authHeaders(fresh) })).status).toBe(200)
    expect((await t.client.accounts.$get({}, { headers: authHeaders(elsewhere) })).status).toBe(401)

    const old = await t.client.auth.sign_in.$post({
      json: { email: user.email, password: TEST_PASSWORD },
    })
    expect(old.status).toBe(401)
    await signIn(t, user.email, NEW_PASSWORD)
    // The link's permission is spent with the new password.
    expect((await reset(fresh, 'Another-one7')).status).toBe(403)
  })

  it('works once, and only the latest link works', async () => {
    const user = await createUser(t.db)
    const first = await resetLinkFor(user.email)
    const second = await resetLinkFor(user.email, 1)
    expect((await t.app.request(pathOf(first))).headers.get('location')).toBe('/link-expired')
    await follow(second)
    expect((await t.app.request(pathOf(second))).headers.get('location')).toBe('/link-expired')
  })

  it('sends to /link-expired once the link is older than an hour', async () => {
    const user = await createUser(t.db)
    const link = await resetLinkFor(user.email)
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id))
    expect((await t.app.request(pathOf(link))).headers.get('location')).toBe('/link-expired')
    const unknown = await t.app.request('/api/v1/auth/password/edit?reset_password_token=nope')
    expect(unknown.headers.get('location')).toBe('/link-expired')
  })

  it('confirms an unconfirmed account, the link proving the address', async () => {
    const user = await createUser(t.db, { confirmedAt: null })
    await follow(await resetLinkFor(user.email))
    expect((await userRow(t.db, user.id))?.confirmedAt).toBeInstanceOf(Date)
  })

  it('refuses a reset from a session that did not come from the link', async () => {
    const user = await createUser(t.db)
    const session = await signIn(t, user.email, TEST_PASSWORD)
    const res = await reset(session)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.resetLinkRequired] })
    expect((await reset({ ...session, 'access-token': 'nope' })).status).toBe(401)
  })

  it('answers the password rules and refuses a recent password', async () => {
    const user = await createUser(t.db)
    const session = await follow(await resetLinkFor(user.email))
    const errors = async (password: string, confirmation = password) => {
      const res = await reset(session, password, confirmation)
      expect(res.status).toBe(422)
      return ((await res.json()) as { errors: Record<string, string[]> }).errors
    }
    expect((await errors('Ab1!')).password).toEqual([MESSAGES.passwordTooShort])
    expect((await errors('abcdefgh1')).password).toEqual([MESSAGES.passwordWeak])
    expect((await errors(NEW_PASSWORD, 'Other-one42')).password_confirmation).toEqual([
      MESSAGES.passwordConfirmationMismatch,
    ])
    expect((await errors(TEST_PASSWORD)).password).toEqual([MESSAGES.passwordRecentlyUsed])
  })
})
