import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'

/**
 * The start-up spinner shows until the first page is on screen, for at most this long
 * (docs/spec/access-and-account.md §9; docs/decisions/0008-start-and-return.md).
 */
export const STARTUP_SPINNER_MS = 1000

let pageShown = false
const listeners = new Set<() => void>()

/** A frame's page is on screen: start-up needs the spinner no longer. */
export function usePageShown() {
  useLayoutEffect(() => {
    if (pageShown) return
    pageShown = true
    for (const l of listeners) l()
  }, [])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function MainLoader() {
  // Not in the first render, so the pre-rendered landing markup paints without it.
  const [phase, setPhase] = useState<'mounting' | 'starting' | 'started'>('mounting')
  const shown = useSyncExternalStore(
    subscribe,
    () => pageShown,
    () => false,
  )
  useEffect(() => {
    setPhase('starting')
    const timer = setTimeout(() => setPhase('started'), STARTUP_SPINNER_MS)
    return () => clearTimeout(timer)
  }, [])
  if (phase !== 'starting' || shown) return null
  return (
    <div className="main-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  )
}
