import { firstErrorMessage, NetworkError } from '../../api/api-client.ts'
import { AUTH_TEXT } from './auth-texts.ts'

/** What to tell the user when a call failed: the server's first message, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return AUTH_TEXT.offline
  return firstErrorMessage(error) ?? fallback
}
