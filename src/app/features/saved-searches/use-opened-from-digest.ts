import { useEffect, useRef } from 'react'
import { useSavedSearches } from './saved-search-queries.ts'
import { updateWrite } from './saved-search-writes.ts'
import { useSavedSearchWrite } from './use-saved-search-writes.ts'

/**
 * A saved search opened from the weekly digest's "See all", whose link names it
 * (OPENED_SAVED_SEARCH_FIELD): marked opened as one opened from the list is, so its "3 new" goes.
 * Once the list has been read, `done` drops the name from the address.
 */
export function useOpenedFromDigest(savedId: number | undefined, done: () => void) {
  const list = useSavedSearches()
  const write = useSavedSearchWrite()
  const handled = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (savedId === undefined || !list.data || handled.current === savedId) return
    handled.current = savedId
    const saved = list.data.saved_searches.find((item) => item.id === savedId)
    // Whatever count the device shows: a list kept from before the digest may not know of the new
    // matches yet.
    if (saved) void write(updateWrite(saved, { opened: true }))
    done()
  }, [savedId, list.data, write, done])
}
