import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while React adopts markup drawn before the app ran (the pre-rendered landing page, a page
 * the server drew), true from the render after and whenever the app draws for itself. What only
 * the device knows (the saved query cache) waits for it, or the first render would not match the
 * markup and React would throw it away (error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
