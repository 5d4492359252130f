import type { Context } from 'hono'
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { userById } from '../accounts/users.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { clientAddress } from './client-address.ts'
import { loginThrottle } from './login-throttle.ts'
import { verifyPassword } from './password.ts'
import type { SessionUser } from './session-types.ts'

/**
 * Confirms that the signed-in user asked for a sensitive change with their current password, which
 * counts as a sign-in guess: a stolen session must not be able to guess it. Answers the stored
 * user; throws the refusal (429 while guesses must wait, 422 under current_password).
 */
export async function reauthenticate<E extends ServerEnv>(
  c: Context<E>,
  user: SessionUser,
  currentPassword: string,
) {
  const { db, config } = c.var
  const throttle = loginThrottle(db, user.email, clientAddress(c, config.trustProxy))
  const wait = await throttle.admit(new Date())
  if (wait > 0) {
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { 'Retry-After': String(wait) })
  }
  const stored = await userById(db, user.id)
  if (!stored) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  if (!(await verifyPassword(stored.passwordHash, currentPassword))) {
    throw new FieldError({ current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] })
  }
  await throttle.recordSuccess()
  return stored
}
