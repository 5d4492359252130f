import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from './admin-accounts.ts'
import { EMAIL_MAX, EMAIL_PATTERN, firstIssueOnly, MESSAGES } from './fields.ts'

/** Recommendations a page of the admin site's inbox holds (docs/api-admin.md, "Recommendations"). */
export const ADMIN_RECOMMENDATIONS_PAGE_SIZE = 20
/** Room for a few sentences about a call with the vendor; an inbox note, not a document. */
export const RECOMMENDATION_NOTE_MAX = 2000

export const RECOMMENDATION_KINDS = ['vendor', 'tactic'] as const
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number]

/** new until an operator acts: contacted (invited), added to the marketplace, or dismissed. */
export const RECOMMENDATION_STATUSES = ['new', 'contacted', 'added', 'dismissed'] as const
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number]

/** A buyer's recommendation as the admin site lists it. */
export type AdminRecommendation = {
  id: number
  kind: RecommendationKind
  tactic_name: string | null
  vendor_name: string | null
  vendor_website: string
  vendor_email: string | null
  status: RecommendationStatus
  note: string
  created_at: string
  updated_at: string | null
  /** When "Invite this vendor" sent the invitation, and to which address; null before. */
  invited_at: string | null
  invited_email: string | null
  buyer: {
    id: number
    first_name: string
    last_name: string
    email: string
    company_name: string | null
  }
}

export type AdminRecommendationPage = {
  recommendations: AdminRecommendation[]
  total: number
  page: number
  per_page: number
}

/** The server's texts about recommendations in the admin site; the app shows the first it receives. */
export const ADMIN_RECOMMENDATION_MESSAGES = {
  notFound: 'Recommendation not found',
  statusInvalid: `Status must be one of ${RECOMMENDATION_STATUSES.join(', ')}`,
  kindInvalid: `Kind must be one of ${RECOMMENDATION_KINDS.join(', ')}`,
  pageInvalid: 'page must be a whole number from 1',
  nothingToChange: 'Give a status or a note',
  emailRequired: 'The recommendation has no email address: enter the vendor’s',
  alreadyInvited: 'This vendor was already invited',
} as const

export const RecommendationListQuerySchema = v.object({
  status: v.optional(
    v.picklist(RECOMMENDATION_STATUSES, ADMIN_RECOMMENDATION_MESSAGES.statusInvalid),
  ),
  kind: v.optional(v.picklist(RECOMMENDATION_KINDS, ADMIN_RECOMMENDATION_MESSAGES.kindInvalid)),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, ADMIN_RECOMMENDATION_MESSAGES.pageInvalid),
      v.transform(Number),
      v.minValue(1, ADMIN_RECOMMENDATION_MESSAGES.pageInvalid),
      v.maxValue(ACCOUNT_PAGE_MAX, ADMIN_RECOMMENDATION_MESSAGES.pageInvalid),
    ),
    '1',
  ),
})

export type RecommendationListQuery = v.InferOutput<typeof RecommendationListQuerySchema>

export const RecommendationChangeSchema = v.pipe(
  v.object({
    status: v.optional(
      v.picklist(RECOMMENDATION_STATUSES, ADMIN_RECOMMENDATION_MESSAGES.statusInvalid),
    ),
    note: v.optional(
      v.pipe(
        v.string(MESSAGES.tooLong(RECOMMENDATION_NOTE_MAX)),
        v.trim(),
        v.maxLength(RECOMMENDATION_NOTE_MAX, MESSAGES.tooLong(RECOMMENDATION_NOTE_MAX)),
      ),
    ),
  }),
  v.check(
    (body) => body.status !== undefined || body.note !== undefined,
    ADMIN_RECOMMENDATION_MESSAGES.nothingToChange,
  ),
)

export type RecommendationChange = v.InferOutput<typeof RecommendationChangeSchema>

/** The address to invite; optional when the buyer gave one with the recommendation. */
export const RecommendationInviteSchema = v.object({
  email: v.optional(
    firstIssueOnly(
      v.pipe(
        v.string(MESSAGES.emailInvalid),
        v.trim(),
        v.maxLength(EMAIL_MAX, MESSAGES.tooLong(EMAIL_MAX)),
        v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
      ),
    ),
  ),
})
