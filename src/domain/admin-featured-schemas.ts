import * as v from 'valibot'
import { FEATURED_MAX, FEATURED_QUERY_MAX } from './admin-featured.ts'

type Kind = 'tactic' | 'vendor'

/** The server's texts about the featured lists; the app shows the first it receives. */
export const ADMIN_FEATURED_MESSAGES = {
  listRequired: (kind: Kind) => `A list of ${kind} ids is required`,
  idInvalid: 'Each id must be a whole number from 1',
  tooMany: (kind: Kind) => `Feature at most ${FEATURED_MAX} ${kind}s`,
  duplicate: (kind: Kind, id: number) => `The ${kind} ${id} is listed more than once`,
  unknown: (kind: Kind, ids: readonly number[]) =>
    `No ${kind} has the id ${ids.join(', ')}: it may have been deleted`,
  queryTooLong: `Search for at most ${FEATURED_QUERY_MAX} characters`,
} as const

/** The largest id PostgreSQL's integer holds. */
const ID_MAX = 2_147_483_647

const firstRepeated = (ids: readonly number[]) => ids.find((id, index) => ids.indexOf(id) !== index)

/** An ordered list of ids, each once, at most FEATURED_MAX. */
const orderedIds = (kind: Kind) =>
  v.pipe(
    v.array(
      v.pipe(
        v.number(ADMIN_FEATURED_MESSAGES.idInvalid),
        v.integer(ADMIN_FEATURED_MESSAGES.idInvalid),
        v.minValue(1, ADMIN_FEATURED_MESSAGES.idInvalid),
        v.maxValue(ID_MAX, ADMIN_FEATURED_MESSAGES.idInvalid),
      ),
      ADMIN_FEATURED_MESSAGES.listRequired(kind),
    ),
    v.maxLength(FEATURED_MAX, ADMIN_FEATURED_MESSAGES.tooMany(kind)),
    v.check(
      (ids) => firstRepeated(ids) === undefined,
      (issue) => ADMIN_FEATURED_MESSAGES.duplicate(kind, firstRepeated(issue.input) as number),
    ),
  )

// The object's message is also that of its missing key.
export const FeaturedTacticsSchema = v.object(
  { tactic_ids: orderedIds('tactic') },
  ADMIN_FEATURED_MESSAGES.listRequired('tactic'),
)
export const FeaturedVendorsSchema = v.object(
  { vendor_ids: orderedIds('vendor') },
  ADMIN_FEATURED_MESSAGES.listRequired('vendor'),
)

export const FeaturedCandidatesQuerySchema = v.object({
  query: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(FEATURED_QUERY_MAX, ADMIN_FEATURED_MESSAGES.queryTooLong),
    ),
    '',
  ),
})
