import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect } from 'react'

type Refresh = () => Promise<unknown>

/** Set by the Ionic shell: the screen's pull-to-refresh action, or null for none. */
export const PageRefreshContext = createContext<(refresh: Refresh | null) => void>(() => {})

/**
 * Pulling the screen down reloads these queries (Ionic's refresher in the shell). Only one list
 * of a screen registers at a time, so a screen with several passes all their keys at once.
 */
export function usePageRefresh(keys: readonly QueryKey[]) {
  const setRefresh = useContext(PageRefreshContext)
  const queryClient = useQueryClient()
  // Keys are compared by content: a new array with the same keys keeps the registration.
  const id = JSON.stringify(keys)
  useEffect(() => {
    const queryKeys = JSON.parse(id) as QueryKey[]
    setRefresh(() =>
      Promise.all(
        queryKeys.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' })),
      ),
    )
    return () => setRefresh(null)
  }, [id, setRefresh, queryClient])
}
