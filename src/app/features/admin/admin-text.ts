/** What the admin site says (docs/api-admin.md for the data behind it). */
export const ADMIN_TEXT = {
  site: 'Marketplace admin',
  sections: 'Admin sections',
  backToMarketplace: 'Back to the marketplace',
  overview: 'Overview',
  vendorClaims: 'Vendor claims',
  vendors: 'Vendors',
  tactics: 'Tactics',
  accounts: 'Accounts',
  pendingClaims: 'Vendor claims waiting',
  pendingJoinRequests: 'Join requests waiting',
  joinRequestsNote: 'Decided by the company’s own admins',
  reviewClaims: 'Review claims',
  loadFailed: 'The admin data could not be loaded.',
  retry: 'Try again',
  claimsIntro:
    'People who registered for a vendor company that has no members yet. Approving makes them its admin.',
  noClaims: 'No claims are waiting.',
  company: 'Company',
  requestedBy: 'Requested by',
  requestedOn: 'Requested',
  decision: 'Decision',
  approve: 'Approve',
  decline: 'Decline',
  approved: (name: string, company: string) => `${name} is now an admin of ${company}.`,
  declined: (name: string, company: string) => `${name}’s claim to ${company} was declined.`,
  decideFailed: 'The claim could not be decided. Try again.',
} as const

export const ROLE_LABELS = {
  super_admin: 'Super admins',
  cpg_user: 'CPG marketers',
  vendor_admin: 'Vendor admins',
  vendor_user: 'Vendor users',
} as const
