import { useEffect, useState } from 'react'

/** Past this a person waiting on a spinner wants to know it is the connection, not the app. */
export const LONG_WAIT_MS = 10_000

/** True once `waiting` has lasted `ms` without a break; false again as soon as it ends. */
export function useLongWait(waiting: boolean, ms = LONG_WAIT_MS): boolean {
  const [long, setLong] = useState(false)
  useEffect(() => {
    setLong(false)
    if (!waiting) return
    const timer = setTimeout(() => setLong(true), ms)
    return () => clearTimeout(timer)
  }, [waiting, ms])
  return waiting && long
}
