import { Hono } from 'hono'
import { ACCOUNT_MESSAGES, ChangePasswordSchema } from '../../domain/account-schemas.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { changePassword } from '../auth/change-password.ts'
import { clientAddress } from '../auth/client-address.ts'
import { refusingCommonPassword } from '../auth/common-passwords.ts'
import { loginThrottle, tooManyAttempts } from '../auth/login-throttle.ts'
import { verifyPassword } from '../auth/password.ts'
import { handOutSession } from '../auth/session-headers.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { loadAccount } from './account-json.ts'
import { userById } from './users.ts'

export const passwordRoutes = new Hono<ServerEnv>().put(
  '/passwords',
  requireUser,
  jsonBody(refusingCommonPassword(ChangePasswordSchema)),
  async (c) => {
    const { db, config, user, session } = c.var
    const now = new Date()
    const { current_password, password } = c.req.valid('json')
    // Guesses of the current password count as login failures: a stolen session must not brute-force it.
    const throttle = loginThrottle(db, user.email, clientAddress(c, config.trustProxy))
    const wait = await throttle.admit(now)
    if (wait > 0) return tooManyAttempts(c, wait)
    const stored = await userById(db, user.id)
    if (!stored) return c.json({ errors: [AUTH_MESSAGES.unauthenticated] }, 401)
    if (!(await verifyPassword(stored.passwordHash, current_password))) {
      return fieldErrors(c, { current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] })
    }
    await throttle.recordSuccess()
    const result = await changePassword(db, config.tokenSecret, stored, session, password, now)
    if (result.recentlyUsed) return fieldErrors(c, { password: [MESSAGES.passwordRecentlyUsed] })
    if (result.renewed) handOutSession(c, user.email, session.client, result.renewed)
    return c.json({ data: await loadAccount(db, user.id) }, 200)
  },
)
