/** The search screen's texts of docs/spec/marketplace.md §2 and §8, written once. */
export const SEARCH_FAILED = 'Search request failed, please refresh page'
/** Offline, a search answered before is shown from the saved cache. */
export const SAVED_RESULTS = 'You are offline: showing saved results.'
export const FILTERS_FAILED = 'Something went wrong, please refresh page'
export const NO_RESULTS = {
  vendors: 'There are no vendors that meet your search or filtering criteria',
  tactics: 'There are no tactics that meet your search or filtering criteria',
} as const
export const NO_RESULTS_HINT = 'Please try other filters or keywords'
export const LOGIN_TO_RECOMMEND = 'Login to Recommend'
export const PLACEHOLDERS = {
  vendors: 'Search by Vendor Name',
  tactics: 'Search by Tactic Name',
} as const
export const FILTER_HEADINGS = {
  vendors: 'Filter to find Vendor Companies',
  tactics: 'Filter to find tactics',
} as const
/** The names of the switches and single-choice groups, which also name their chips. */
export const FILTER_LEGENDS = {
  eCommerce: 'E-commerce service',
  inHouse: 'In-house service',
  turnaround: 'Turnaround Time',
  years: 'Years in Business',
} as const
/** The filter "At {event name}" (docs/spec/workspace.md §6), on both tabs. */
export const EVENT_FILTER = {
  label: 'Trade show',
  any: 'Any event',
  /** The chip of an event the lists no longer hold (an old link). */
  unknown: (id: number) => `At event #${id}`,
  /** Offline, which vendors exhibit is the server's to say: no results stand in for it. */
  offline: (title: string) =>
    `The filter “${title}” needs a connection: its results show when you are back online.`,
  ended: 'Remove the filter to search again.',
} as const
/** The turnaround radio's first option, which filters nothing: a filter ticked alone is sent alone. */
export const ANY_TURNAROUND = 'Any'
export const FILTER_TOGGLE = { show: 'Show Filters', hide: 'Hide Filters' } as const
/** The filters a search applies, shown above its results as removable chips. */
export const APPLIED_FILTERS = {
  list: 'Applied filters',
  clearAll: 'Clear all',
  remove: (label: string) => `Remove filter: ${label}`,
  /** After the count on the filter button, for a screen reader. */
  counted: (count: number) => (count === 1 ? '1 filter applied' : `${count} filters applied`),
} as const
/** The empty results' way out when filters narrowed the search to nothing. */
export const CLEAR_FILTERS = 'Clear filters'
export const COMING_SOON = 'Coming Soon'
/** The vendor type whose tab is live (docs/spec/marketplace.md §2: one id is media_vendors). */
export const MEDIA_VENDORS_SLUG = 'media_vendors'

/** The count line, "N {text} found". */
export function countLine(total: number, tab: 'vendors' | 'tactics') {
  const noun = tab === 'vendors' ? 'vendor' : 'tactic'
  return `${total} ${total === 1 ? noun : `${noun}s`} found`
}
/** A search never answered on this device, asked offline (docs/offline.md). */
export const OFFLINE_SEARCH = {
  title: 'You are offline',
  hint: 'This search has not been saved on this device. Search again when you are back online, or recommend what you are looking for.',
  savedHeading: 'Searches that open offline',
} as const
