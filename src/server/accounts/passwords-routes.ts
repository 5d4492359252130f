import { Hono } from 'hono'
import { ChangePasswordSchema } from '../../domain/account-schemas.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { changePassword } from '../auth/change-password.ts'
import { refusingCommonPassword } from '../auth/common-passwords.ts'
import { reauthenticate } from '../auth/reauthentication.ts'
import { handOutSession } from '../auth/session-headers.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { loadAccount } from './account-json.ts'

export const passwordRoutes = new Hono<ServerEnv>().put(
  '/passwords',
  requireUser,
  jsonBody(refusingCommonPassword(ChangePasswordSchema)),
  async (c) => {
    const { db, config, user, session } = c.var
    const now = new Date()
    const { current_password, otp_code, password } = c.req.valid('json')
    const stored = await reauthenticate(c, user, { current_password, otp_code })
    const result = await changePassword(db, config.tokenSecret, stored, session, password, now)
    if (result.recentlyUsed) return fieldErrors(c, { password: [MESSAGES.passwordRecentlyUsed] })
    if (result.renewed) handOutSession(c, user.email, session.client, result.renewed)
    return c.json({ data: await loadAccount(db, user.id) }, 200)
  },
)
