import { useRouter } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { StoredSession } from './session-types.ts'

export function useSession(): StoredSession | null {
  const { session } = useRouter().options.context
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.current,
    () => null,
  )
}
