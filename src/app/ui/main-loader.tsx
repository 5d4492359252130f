import { useEffect, useState, useSyncExternalStore } from 'react'

/** The spinner covers the first second of start-up (docs/spec/access-and-account.md §9). */
export const STARTUP_SPINNER_MS = 1000

let pending = 0
const listeners = new Set<() => void>()

/** Raises the main-loader flag until the returned function is called. */
export function holdMainLoader(): () => void {
  pending++
  for (const l of listeners) l()
  let released = false
  return () => {
    if (released) return
    released = true
    pending--
    for (const l of listeners) l()
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function MainLoader() {
  // Not in the first render, so the pre-rendered landing markup paints without it.
  const [phase, setPhase] = useState<'mounting' | 'starting' | 'started'>('mounting')
  const held = useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  )
  useEffect(() => {
    setPhase('starting')
    const timer = setTimeout(() => setPhase('started'), STARTUP_SPINNER_MS)
    return () => clearTimeout(timer)
  }, [])
  if (phase !== 'starting' && !held) return null
  return (
    <div className="main-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  )
}
