/** Button and modal titles of docs/spec/marketplace.md §2 for the buyer's actions. */
export const BUYER_ACTION_TEXT = {
  shareViaEmail: 'Share via Email',
  requestQuote: 'Request a Quote',
  inviteVendor: 'Invite Vendor',
  recommendVendor: 'Recommend Vendor',
  recommendTactic: 'Recommend Tactic',
  share: 'Share',
  send: 'Send',
  invite: 'Invite',
  recommend: 'Recommend',
  cancel: 'Cancel',
  sending: 'Sending…',
  loading: 'Loading…',
  /** The recipient of a quote composed offline: the address comes with the create's answer. */
  salesRepresentative: (vendorName: string) => `${vendorName}'s sales representative`,
} as const
