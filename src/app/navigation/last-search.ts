import type { AnyRouter } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { SearchParams, searchKindOf } from './search-params.ts'

/*
 * The last search with results this device showed (a signed-in user's /search, a visitor's landing
 * page), so a detail page opened in a new tab or from a link still leads back to the results.
 */
const STORAGE_KEY = 'last-search'

/** A page that shows a search's results: the search screen, or the landing page with a search. */
export function isResultsLocation(location: { pathname: string; search: object }): boolean {
  if (location.pathname !== '/search' && location.pathname !== '/') return false
  return searchKindOf(v.parse(SearchParams, location.search)) !== null
}

export function trackLastSearch(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    if (!isResultsLocation(toLocation)) return
    try {
      localStorage.setItem(STORAGE_KEY, toLocation.href)
    } catch {
      // Storage refused (a private window when full): the back control then offers the search.
    }
  })
}

export function lastSearchHref(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** At the end of a session: the next person on this device is not led back to its searches. */
export function forgetLastSearch() {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage refused: nothing was kept.
  }
}

const unchanging = () => () => {}

/** The last results' address; none while a page drawn by the server is adopted (as drawn). */
export function useLastSearchHref(): string | null {
  return useSyncExternalStore(unchanging, lastSearchHref, () => null)
}
