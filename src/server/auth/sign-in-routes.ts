import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { LoginSchema } from '../../domain/auth-schemas.ts'
import { loadAccount } from '../accounts/account-json.ts'
import { userByEmail } from '../accounts/users.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { clientAddress } from './client-address.ts'
import { loginThrottle, tooManyAttempts } from './login-throttle.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { checkSecondFactor, secondFactorRefusal } from './second-factor-check.ts'
import { handOutSession } from './session-headers.ts'
import { requireUser } from './session-middleware.ts'
import { closeSession, openSession } from './sessions.ts'

let unknownUserHash: Promise<string> | undefined

/** An unknown email costs one argon2 verification too, so timing does not tell who is registered. */
async function passwordMatches(user: { passwordHash: string } | undefined, password: string) {
  unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'))
  const matches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), password)
  return user !== undefined && matches
}

export const signInRoutes = new Hono<ServerEnv>()
  .post('/auth/sign_in', jsonBody(LoginSchema), async (c) => {
    const { email, password, otp_code } = c.req.valid('json')
    const { db, config } = c.var
    const now = new Date()
    const throttle = loginThrottle(db, email, clientAddress(c, config.trustProxy))
    const wait = await throttle.admit(now)
    if (wait > 0) return tooManyAttempts(c, wait)
    const user = await userByEmail(db, email)
    const matches = await passwordMatches(user, password)
    if (!user || !matches) {
      return c.json({ errors: [AUTH_MESSAGES.invalidCredentials] }, 401)
    }
    if (user.totpEnabledAt) {
      // The guess stays counted until the code is right too.
      const checked = await checkSecondFactor(db, config.tokenSecret, user, otp_code, now)
      if (!checked.ok) return secondFactorRefusal(c, checked)
    }
    await throttle.recordSuccess()
    if (!user.confirmedAt) return c.json({ errors: [AUTH_MESSAGES.unconfirmed(user.email)] }, 401)
    // Told only to whoever knows the password, like the unconfirmed address above.
    if (user.deactivatedAt) return c.json({ errors: [AUTH_MESSAGES.deactivated] }, 401)
    const opened = await openSession(db, config, user.id, now)
    handOutSession(c, user.email, opened.client, opened)
    return c.json({ data: await loadAccount(db, user.id) }, 200)
  })
  .delete('/auth/sign_out', requireUser, async (c) => {
    await closeSession(c.var.db, c.var.session.id)
    c.set('sessionHeaders', undefined)
    return c.json({ success: true }, 200)
  })
  .get('/sign_in_data', requireUser, async (c) =>
    c.json({ data: await loadAccount(c.var.db, c.var.user.id) }, 200),
  )
