import * as v from 'valibot'
import { searchParamEntries } from '../../navigation/search-params.ts'

/**
 * The landing page keeps whatever query it was given: a guarded route's redirect puts it here, a
 * visitor's search lives here (its results show below the banner), and the older front end's
 * query values (activeTab, searchValue, …) are read by the route and mapped to the search's own.
 */
export const LandingSearch = v.looseObject({
  redirect: v.optional(v.string()),
  ...searchParamEntries,
})
