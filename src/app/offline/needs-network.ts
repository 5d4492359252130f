import { NetworkError } from '../api/api-client.ts'
import { isOffline } from './connectivity.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'

/**
 * The failure message of an action that needs the network: with the browser offline it says so;
 * a request lost while the browser believes it is online keeps the action's own message, which
 * asks to try again.
 */
export function unlessOffline(error: unknown, message: string): string {
  return error instanceof NetworkError && isOffline() ? OFFLINE_TEXT.needsNetwork : message
}
