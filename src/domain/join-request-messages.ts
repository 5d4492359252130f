/**
 * Texts of joining an existing vendor company (docs/api-access.md, "Joining an existing
 * company"); the spec has none of its own.
 */
export const JOIN_REQUEST_TEXT = {
  waitingTitle: 'Waiting for approval',
  waiting: (company: string) =>
    `Your request to join ${company} is waiting for approval. We will email you as soon as it is decided; until then you cannot change the company's profile.`,
  browseMarketplace: 'Browse the marketplace',
  declinedTitle: 'Request declined',
  declined: (company: string) =>
    `Your request to join ${company} was declined. If you think this is a mistake, please contact the company's admins.`,
  notFound: 'Join request not found',
  companyHasMembers: 'This company has members now: its admins decide on requests to join it',
  companyHasNoMembers: 'This company has no members yet: decide the request in Vendor claims',
} as const
