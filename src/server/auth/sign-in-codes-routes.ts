import { Hono } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { SignInCodeSchema } from '../../domain/auth-schemas.ts'
import { loadAccount } from '../accounts/account-json.ts'
import { userById } from '../accounts/users.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { checkSecondFactor, secondFactorRefusal } from './second-factor-check.ts'
import { handOutSession } from './session-headers.ts'
import { requireUser } from './session-middleware.ts'
import { openSession } from './sessions.ts'
import { issueSignInCode, spendSignInCode, usableSignInCode } from './sign-in-codes.ts'

/** One-time codes that stand in for session tokens in URLs (docs/api-access.md, "Sign-in codes"). */
export const signInCodeRoutes = new Hono<ServerEnv>()
  // The admin-site hand-off: a code for the signed-in user, to open `/admin?code=…` in a new tab.
  .post('/auth/sign_in_codes', requireUser, async (c) => {
    const { db, config, user } = c.var
    const code = await issueSignInCode(db, config.tokenSecret, user.id, new Date())
    return c.json({ code }, 201)
  })
  .post('/auth/sign_in_codes/exchange', jsonBody(SignInCodeSchema), async (c) => {
    const { db, config } = c.var
    const now = new Date()
    const { code, otp_code } = c.req.valid('json')
    const found = await usableSignInCode(db, config.tokenSecret, code, now)
    const user = found && (await userById(db, found.userId))
    if (!found || !user) return c.json({ errors: [AUTH_MESSAGES.linkExpired] }, 401)
    if (user.deactivatedAt) return c.json({ errors: [AUTH_MESSAGES.deactivated] }, 401)
    if (found.secondFactorDue && user.totpEnabledAt) {
      const checked = await checkSecondFactor(db, config.tokenSecret, user, otp_code, now)
      if (!checked.ok) return secondFactorRefusal(c, checked)
    }
    const spent = await spendSignInCode(db, config.tokenSecret, code, now)
    if (!spent) return c.json({ errors: [AUTH_MESSAGES.linkExpired] }, 401)
    const opened = await openSession(db, config, user.id, now, {
      passwordResetUntil: spent.passwordResetUntil ?? undefined,
    })
    handOutSession(c, user.email, opened.client, opened)
    return c.json({ data: await loadAccount(db, user.id) }, 200)
  })
