import * as v from 'valibot'
import { requiredText } from './fields.ts'
import type { Role } from './roles.ts'
import { pageField, perPageField } from './search-query-fields.ts'
import { SEARCH_URL_FIELDS } from './search-url.ts'

/** docs/spec/workspace.md §4 limits. */
export const SAVED_SEARCH_NAME_MAX = 60
export const SAVED_SEARCHES_PER_USER_MAX = 50
/** A digest section lists this many new matches of a saved search, then "See all" (§4). */
export const SAVED_SEARCH_DIGEST_MATCHES = 5

/**
 * The /search URL field that names the saved search a digest's "See all" opens: the app marks it
 * opened, as one opened from the list, so its "3 new" goes; it is no part of the search itself.
 */
export const OPENED_SAVED_SEARCH_FIELD = 'saved'

/** The texts of docs/spec/workspace.md §4, and the server's own where the spec is silent. */
export const SAVED_SEARCH_MESSAGES = {
  save: 'Save search',
  list: 'Saved searches',
  alerts: 'Email me new matches',
  newMatches: (n: number) => `${n} new`,
  filtersGone: 'Some filters of this search no longer exist',
  seeAll: 'See all',
  nameLabel: 'Name',
  nameRequired: 'Name of the search is required',
  tooMany: `You can save at most ${SAVED_SEARCHES_PER_USER_MAX} searches`,
  notFound: 'Saved search not found',
  queryInvalid: 'The search to save is not valid',
  queryEmpty: 'Search by a keyword or choose a filter before saving',
  alertsInvalid: 'Alerts must be true or false',
  saved: 'Search saved',
  rename: 'Rename',
  delete: 'Delete',
  deleteTitle: 'Delete saved search',
  deleteQuestion: (name: string) => `Delete the saved search “${name}”?`,
  cancel: 'Cancel',
} as const

/**
 * Every signed-in role may open /search (docs/spec/marketplace.md §2: "login required"; vendor
 * roles reach it too), so every signed-in role may save what it searches.
 */
export const SAVED_SEARCH_ROLES: readonly Role[] = [
  'cpg_user',
  'vendor_user',
  'vendor_admin',
  'super_admin',
]

/** The search as the URL holds it, without its page: what "Save search" stores (§4, §7). */
export const SavedSearchQuerySchema = v.pipe(
  v.strictObject(
    Object.fromEntries(
      Object.entries(SEARCH_URL_FIELDS)
        .filter(([key]) => key !== 'page')
        .map(([key, schema]) => [key, v.optional(schema)]),
    ) as {
      [K in Exclude<keyof typeof SEARCH_URL_FIELDS, 'page'>]: v.OptionalSchema<
        (typeof SEARCH_URL_FIELDS)[K],
        undefined
      >
    },
    SAVED_SEARCH_MESSAGES.queryInvalid,
  ),
  v.check(
    (query) => Object.entries(query).some(([key, value]) => key !== 'tab' && value !== undefined),
    SAVED_SEARCH_MESSAGES.queryEmpty,
  ),
)
export type SavedSearchQuery = v.InferOutput<typeof SavedSearchQuerySchema>

const nameField = () => requiredText(SAVED_SEARCH_MESSAGES.nameRequired, SAVED_SEARCH_NAME_MAX)
const alertsField = v.boolean(SAVED_SEARCH_MESSAGES.alertsInvalid)

/** POST /saved_searches: "Email me new matches" is off by default (§4). */
export const SavedSearchCreateSchema = v.object({
  name: nameField(),
  query: SavedSearchQuerySchema,
  alerts: v.optional(alertsField, false),
})
export type SavedSearchCreateInput = v.InferInput<typeof SavedSearchCreateSchema>

/** PATCH /saved_searches/{id}: rename, alerts on or off, or `opened` to clear "3 new". */
export const SavedSearchUpdateSchema = v.pipe(
  v.object({
    name: v.optional(nameField()),
    alerts: v.optional(alertsField),
    opened: v.optional(v.literal(true, 'Opened can only be true')),
  }),
  v.check(
    (input) => Object.values(input).some((value) => value !== undefined),
    'Send a name, alerts or opened',
  ),
)
export type SavedSearchUpdateInput = v.InferInput<typeof SavedSearchUpdateSchema>

export const SavedSearchPageQuerySchema = v.object({ page: pageField, per_page: perPageField })
export type SavedSearchPageQuery = v.InferInput<typeof SavedSearchPageQuerySchema>
export const SAVED_SEARCH_PAGE_SIZE = SAVED_SEARCHES_PER_USER_MAX

/** A saved search as the calls answer it. Timestamps are ISO 8601. */
export type SavedSearch = {
  id: number
  name: string
  /** As saved, less the filters whose lookups were deleted or merged since. */
  query: SavedSearchQuery
  alerts: boolean
  /** Tactics or vendors matching it that appeared since it was last opened ("3 new"). */
  new_count: number
  /** Some of its filters no longer exist: it runs with what remains. */
  filters_missing: boolean
  last_opened_at: string
  created_at: string
  updated_at: string
}

export type SavedSearchPage = {
  saved_searches: SavedSearch[]
  page: number
  per_page: number
  total_count: number
}
