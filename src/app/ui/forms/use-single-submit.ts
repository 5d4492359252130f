import { useRef } from 'react'

/**
 * A form's submit handler that ignores a submit while the previous one still runs. A double tap
 * submits twice before the button re-renders disabled: the second would send the request again
 * under the same Idempotency-Key, and the server's 409 for a key still in flight would show as a
 * failure of what went through (docs/offline.md "Exactly once through crashes").
 */
export function useSingleSubmit<A extends unknown[]>(
  submit: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const running = useRef(false)
  return async (...args: A) => {
    if (running.current) return
    running.current = true
    try {
      await submit(...args)
    } finally {
      running.current = false
    }
  }
}
