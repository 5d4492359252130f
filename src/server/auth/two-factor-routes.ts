import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { needsTwoFactor } from '../../domain/permissions.ts'
import {
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  TWO_FACTOR_MESSAGES,
} from '../../domain/two-factor.ts'
import { loadAccount } from '../accounts/account-json.ts'
import { recoveryCodes, users } from '../db/schema/index.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { reauthenticate } from './reauthentication.ts'
import { requireUser } from './session-middleware.ts'
import { revokeOtherSessions } from './sessions.ts'
import {
  decryptSecret,
  encryptSecret,
  newAuthenticatorSecret,
  replaceRecoveryCodes,
  setupOf,
  stepOfCode,
} from './two-factor.ts'

/** Two-factor sign-in with an authenticator app (docs/api-access.md, "Two-factor sign-in"). */
export const twoFactorRoutes = new Hono<ServerEnv>()
  // A new key to scan, kept (encrypted) until a code from it confirms the set-up.
  .post('/two_factor/setup', requireUser, async (c) => {
    const { db, config, user } = c.var
    if (user.twoFactorOn) return c.json({ errors: [TWO_FACTOR_MESSAGES.alreadyOn] }, 409)
    const secret = newAuthenticatorSecret()
    await db
      .update(users)
      .set({ totpSecret: encryptSecret(config.tokenSecret, secret), totpLastStep: null })
      .where(eq(users.id, user.id))
    return c.json({ data: await setupOf(secret, user.email) }, 200)
  })
  // The first code proves the app holds the key; the recovery codes are shown this once.
  .post('/two_factor', requireUser, jsonBody(EnableTwoFactorSchema), async (c) => {
    const { db, config, user, session } = c.var
    const { code, current_password } = c.req.valid('json')
    if (user.twoFactorOn) return c.json({ errors: [TWO_FACTOR_MESSAGES.alreadyOn] }, 409)
    const stored = await reauthenticate(c, user, { current_password })
    if (!stored.totpSecret) return fieldErrors(c, { code: [TWO_FACTOR_MESSAGES.setUpFirst] })
    const now = new Date()
    const step = stepOfCode(decryptSecret(config.tokenSecret, stored.totpSecret), code, now)
    if (step === null) return fieldErrors(c, { code: [TWO_FACTOR_MESSAGES.codeInvalid] })
    await db
      .update(users)
      .set({ totpEnabledAt: now, totpLastStep: step })
      .where(eq(users.id, user.id))
    const codes = await replaceRecoveryCodes(db, config.tokenSecret, user.id)
    // Whoever else was signed in did not show the second factor.
    await revokeOtherSessions(db, user.id, session.id)
    return c.json({ data: await loadAccount(db, user.id), recovery_codes: codes }, 200)
  })
  .delete('/two_factor', requireUser, jsonBody(DisableTwoFactorSchema), async (c) => {
    const { db, user } = c.var
    if (needsTwoFactor(user.role)) {
      return c.json({ errors: [TWO_FACTOR_MESSAGES.superAdminKeepsIt] }, 403)
    }
    await reauthenticate(c, user, c.req.valid('json'))
    await db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, user.id))
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    return c.json({ data: await loadAccount(db, user.id) }, 200)
  })
