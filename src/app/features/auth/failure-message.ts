import { ApiError, firstErrorMessage, NetworkError } from '../../api/api-client.ts'
import { AUTH_TEXT } from './auth-texts.ts'

/** What to tell the user when a call failed: the server's first message, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return AUTH_TEXT.offline
  return firstErrorMessage(error) ?? fallback
}

/** A sign-in refused until the code of the account's second factor comes with the password. */
export function secondFactorAsked(error: unknown): boolean {
  return error instanceof ApiError && error.details.otpRequired
}
