import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'

/**
 * Renders what reads form signals (a field's value or error) in a component that subscribes to
 * them: under React 19 a Field's render function alone never re-renders when they change.
 */
export function Subscribed({ children }: { children: () => ReactNode }) {
  useSignals()
  return children()
}
