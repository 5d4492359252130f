import type { ParsedLocation } from '@tanstack/react-router'
import { landingSearchOf } from '../../navigation/redirect-signed-in.ts'
import { searchDraft } from '../../navigation/search-draft.ts'
import { type SearchParams, searchKindOf } from '../../navigation/search-params.ts'

const STORAGE_KEY = 'saved-search'
const SEARCH_PATH = '/search'

/** The /search query string a location stands for: the search itself, or a landing keyword. */
function searchQueryOf(location: ParsedLocation): string {
  if (location.pathname === SEARCH_PATH) return location.searchStr
  const { redirect, keyword } = location.search as { redirect?: unknown; keyword?: unknown }
  // A visitor sent from /search to the landing page carries the search in `redirect`.
  if (typeof redirect === 'string' && redirect.startsWith(`${SEARCH_PATH}?`)) {
    return redirect.slice(SEARCH_PATH.length)
  }
  // A visitor's search on the home page: the same params make the /search query.
  if (searchKindOf(landingSearchOf(location.search as SearchParams)) !== null) {
    const params = new URLSearchParams(location.searchStr)
    params.delete('redirect')
    return `?${params}`
  }
  const word = typeof keyword === 'string' && keyword ? keyword : searchDraft.get()
  return word ? `?${new URLSearchParams({ keyword: word })}` : ''
}

/** Kept while the login or registration dialog is open (docs/spec/access-and-account.md §4). */
export function saveCurrentSearch(location: ParsedLocation) {
  const query = searchQueryOf(location)
  if (query) sessionStorage.setItem(STORAGE_KEY, query)
}

/** The saved search as a /search path, if any. */
export function savedSearchPath(): string | null {
  const query = sessionStorage.getItem(STORAGE_KEY)
  return query ? `${SEARCH_PATH}${query}` : null
}

export function clearSavedSearch() {
  sessionStorage.removeItem(STORAGE_KEY)
}
