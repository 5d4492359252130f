import { NetworkError } from '../api/api-client.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'

/** The failure message of an action that needs the network: offline it says so instead. */
export function unlessOffline(error: unknown, message: string): string {
  return error instanceof NetworkError ? OFFLINE_TEXT.needsNetwork : message
}
