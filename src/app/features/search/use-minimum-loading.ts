import { useEffect, useState } from 'react'

/** Loading stays shown at least `ms` after `key` changes to a search (docs/spec/marketplace.md §9). */
export function useMinimumLoading(loading: boolean, key: string, ms: number): boolean {
  const [held, setHeld] = useState<string | null>(null)
  useEffect(() => {
    setHeld(key)
    const timer = setTimeout(() => setHeld(null), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return loading || held === key
}
