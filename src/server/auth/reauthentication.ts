import type { Context } from 'hono'
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas.ts'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { userById } from '../accounts/users.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { clientAddress } from './client-address.ts'
import { loginThrottle } from './login-throttle.ts'
import { verifyPassword } from './password.ts'
import { checkSecondFactor } from './second-factor-check.ts'
import type { SessionUser } from './session-types.ts'

/** What a sensitive request carries to show it comes from the account's owner. */
export type Proof = { current_password: string; otp_code?: string }

const tooMany = (seconds: number, message: string = AUTH_MESSAGES.tooManyAttempts) =>
  new HttpError(429, message, { 'Retry-After': String(seconds) })

/**
 * Confirms that the signed-in user asked for a sensitive change: their current password, which
 * counts as a sign-in guess (a stolen session must not be able to guess it), and the code of
 * their second factor when it is on. Answers the stored user; throws the refusal (429 while guesses
 * must wait, 422 under current_password or otp_code).
 */
export async function reauthenticate<E extends ServerEnv>(
  c: Context<E>,
  user: SessionUser,
  proof: Proof,
) {
  const { db, config } = c.var
  const now = new Date()
  const throttle = loginThrottle(db, user.email, clientAddress(c, config.trustProxy))
  const wait = await throttle.admit(now)
  if (wait > 0) throw tooMany(wait)
  const stored = await userById(db, user.id)
  if (!stored) throw new HttpError(401, AUTH_MESSAGES.unauthenticated)
  if (!(await verifyPassword(stored.passwordHash, proof.current_password))) {
    throw new FieldError({ current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] })
  }
  if (stored.totpEnabledAt) {
    const checked = await checkSecondFactor(db, config.tokenSecret, stored, proof.otp_code, now)
    if (!checked.ok && checked.retryAfterSeconds)
      throw tooMany(checked.retryAfterSeconds, checked.message)
    if (!checked.ok) throw new FieldError({ otp_code: [checked.message] })
  }
  await throttle.recordSuccess()
  return stored
}
