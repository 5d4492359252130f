/** Search limits of docs/spec/marketplace.md §5 and §9. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 60
export const SEARCH_TOO_SHORT = 'You need to enter at least 2 characters in order to search'
export const SEARCH_TOO_LONG = 'You can enter at most 60 characters in order to search'

export const SEARCH_TABS = ['tactics', 'vendors'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

/** Results come in chunks of this many; the screen shows PAGE_SIZE of them at a time. */
export const SEARCH_CHUNK_SIZE = 100
export const SEARCH_PAGE_SIZE = 10
/** Visitors see this many results and no paging. */
export const VISITOR_RESULTS = 2
export const AUTOCOMPLETE_ITEMS = 5
export const AUTOCOMPLETE_DEBOUNCE_MS = 800

export function isSearchableKeyword(keyword: string): boolean {
  return keyword.trim().length >= SEARCH_MIN_LENGTH
}
