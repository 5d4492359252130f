import { Hono } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { RecoverySchema, ResetPasswordSchema } from '../../domain/auth-schemas.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { loadAccount } from '../accounts/account-json.ts'
import { userByEmail, userById } from '../accounts/users.ts'
import { fieldErrors } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { changePassword } from './change-password.ts'
import { refusingCommonPassword } from './common-passwords.ts'
import { emailedLinkTarget } from './emailed-link.ts'
import { limitAccountMailRequests, mayEmailUser } from './mail-limits.ts'
import { sendPasswordResetEmail } from './password-reset-email.ts'
import { handOutSession } from './session-headers.ts'
import { requireUser } from './session-middleware.ts'
import { USER_TOKEN_LIFETIME_MS } from './user-tokens.ts'

export const passwordRecoveryRoutes = new Hono<ServerEnv>()
  // The same answer, in the same time, whether or not the email is registered: the look-up and
  // the email happen after the answer (docs/security.md, enumeration).
  .post('/auth/password', idempotent, jsonBody(RecoverySchema), async (c) => {
    const { config } = c.var
    const { email } = c.req.valid('json')
    await limitAccountMailRequests(c)
    c.var.background.run('password reset email', async (db) => {
      const now = new Date()
      const user = await userByEmail(db, email)
      const active = user && !user.deactivatedAt
      if (active && (await mayEmailUser(db, 'password_reset', user.id, now))) {
        await db.transaction((tx) => sendPasswordResetEmail(tx, config, user, now))
      }
    })
    return c.json({ success: true, message: AUTH_MESSAGES.recoverySent }, 200)
  })
  // The emailed link: it proves the address, so it also confirms an unconfirmed account.
  .get('/auth/password/edit', async (c) => {
    const now = new Date()
    const passwordResetUntil = new Date(now.getTime() + USER_TOKEN_LIFETIME_MS.password_reset)
    const link = {
      purpose: 'password_reset' as const,
      token: c.req.query('reset_password_token'),
      target: '/reset-password',
    }
    const target = await emailedLinkTarget(c.var.db, c.var.config, link, now, {
      passwordResetUntil,
    })
    return c.redirect(target, 302)
  })
  .put(
    '/auth/password',
    requireUser,
    jsonBody(refusingCommonPassword(ResetPasswordSchema)),
    async (c) => {
      const { db, config, user, session } = c.var
      const now = new Date()
      if (!session.passwordResetUntil || session.passwordResetUntil <= now) {
        return c.json({ errors: [AUTH_MESSAGES.resetLinkRequired] }, 403)
      }
      const stored = await userById(db, user.id)
      if (!stored) return c.json({ errors: [AUTH_MESSAGES.unauthenticated] }, 401)
      const { password } = c.req.valid('json')
      const result = await changePassword(db, config.tokenSecret, stored, session, password, now)
      if (result.recentlyUsed) return fieldErrors(c, { password: [MESSAGES.passwordRecentlyUsed] })
      if (result.renewed) handOutSession(c, user.email, session.client, result.renewed)
      return c.json({ data: await loadAccount(db, user.id) }, 200)
    },
  )
