import type {
  AdminRecommendation,
  RecommendationKind,
  RecommendationStatus,
} from '#domain/admin-recommendations.ts'

/** What the admin site's Recommendations section says (docs/api-admin.md, "Recommendations"). */
export const RECOMMENDATION_TEXT = {
  title: 'Recommendations',
  intro:
    'Vendors and tactics buyers miss in the marketplace. Invite a recommended vendor, note what came of it and set where it stands.',
  statusFilter: 'Show recommendations',
  all: 'All',
  statuses: {
    new: 'New',
    contacted: 'Contacted',
    added: 'Added',
    dismissed: 'Dismissed',
  } satisfies Record<RecommendationStatus, string>,
  kinds: { vendor: 'Vendor', tactic: 'Tactic' } satisfies Record<RecommendationKind, string>,
  count: (total: number) =>
    `${total.toLocaleString('en-US')} ${total === 1 ? 'recommendation' : 'recommendations'}`,
  pages: 'Recommendation pages',
  empty: {
    all: 'No buyer has recommended a vendor or tactic yet.',
    filtered: (status: string) => `No ${status.toLowerCase()} recommendations.`,
  },
  showAll: 'Show all recommendations',
  recommendedBy: (name: string) => `by ${name}`,
  website: 'Website',
  vendorEmail: 'Vendor’s email',
  noVendorEmail: 'None given',
  buyer: 'Recommended by',
  recommendedOn: 'Recommended',
  kind: 'Kind',
  company: 'Company',
  status: 'Status',
  statusOf: (name: string) => `Status of ${name}`,
  note: 'Note',
  saveNote: 'Save note',
  noteSaved: 'The note is saved.',
  statusChanged: (name: string, status: string) => `${name} is now ${status.toLowerCase()}.`,
  invite: 'Invite this vendor',
  inviteHint:
    'Sends the marketplace’s Invite Vendor email in your name, with a link to register, and marks the recommendation contacted.',
  inviteEmail: 'Vendor’s email address',
  inviteTitle: 'Invite this vendor?',
  inviteQuestion: (name: string, email: string) =>
    `${name} will be sent an invitation to join the marketplace at ${email}.`,
  sendInvitation: 'Send invitation',
  cancel: 'Cancel',
  invited: (email: string) => `The invitation was sent to ${email}.`,
  invitedOn: (email: string, date: string) => `Invited at ${email} on ${date}.`,
  failed: 'Something went wrong, please try again',
} as const

/** What was recommended, as a row and the dialog name it: the tactic's name, or the vendor's. */
export function recommendedName(recommendation: AdminRecommendation): string {
  return (
    (recommendation.kind === 'tactic' ? recommendation.tactic_name : recommendation.vendor_name) ??
    recommendation.vendor_website
  )
}

export const buyerName = (recommendation: AdminRecommendation) =>
  `${recommendation.buyer.first_name} ${recommendation.buyer.last_name}`.trim()
