import * as v from 'valibot'

/** The landing page keeps whatever query it was given: a guarded route's redirect puts it here. */
export const LandingSearch = v.looseObject({
  redirect: v.optional(v.string()),
  keyword: v.optional(v.string()),
})
