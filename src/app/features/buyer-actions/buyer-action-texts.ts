/** Button and modal titles of marketplace.md §2 for the buyer's actions. */
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
} as const
