import * as v from 'valibot'

/** The router reads `123` or `true` in a query as JSON; an invitation value is always text. */
const text = v.optional(
  v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.maxLength(1000)),
)

/** The query values of an invitation link (docs/spec/access-and-account.md §3). */
export const InvitationSearch = v.object({
  confirmation_token: text,
  email: text,
  company_name: text,
  first_name: text,
  last_name: text,
  job_title: text,
})

export type InvitationLink = v.InferOutput<typeof InvitationSearch>
