import { useEffect, useState } from 'react'

/**
 * Loading stays shown at least `ms` once a search starts loading (docs/spec/marketplace.md §9).
 * A search answered from the device's cache (Back to the results) shows no loading at all: a
 * second of placeholders would flash over its results and lose the place scrolled to.
 */
export function useMinimumLoading(loading: boolean, key: string, ms: number): boolean {
  const [loadingSeen, setLoadingSeen] = useState<string | null>(null)
  const [held, setHeld] = useState<string | null>(null)
  if (loading && loadingSeen !== key) {
    setLoadingSeen(key)
    setHeld(key)
  }
  useEffect(() => {
    if (held === null) return
    const timer = setTimeout(() => setHeld(null), ms)
    return () => clearTimeout(timer)
  }, [held, ms])
  return loading || held === key
}
