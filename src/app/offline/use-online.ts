import { useSyncExternalStore } from 'react'
import { isOffline, subscribeConnectivity } from './connectivity.ts'

/**
 * Whether the app acts online: `false` when the browser is offline or the connection does not
 * answer in time (lie-fi); `true` is a hope.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeConnectivity,
    () => !isOffline(),
    () => true,
  )
}
